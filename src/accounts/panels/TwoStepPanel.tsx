import styled from "@emotion/styled";
import { Copy, ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { toast } from "../../toast/toast-store";
import { AccountForm } from "../forms/kit/AccountForm";
import { SecondaryButton } from "../forms/kit/buttons";
import { FormAlert } from "../forms/kit/FormAlert";
import { Panel } from "../forms/kit/panel";
import { useAccountForm } from "../forms/kit/use-account-form";
import { useCodeForm } from "../forms/kit/use-code-form";
import { SECOND_FACTOR_TOASTS, secondFactorProblem } from "../messages/second-factor";
import { OneTimeCodeField } from "../forms/kit/TextField";
import {
  cancelEnrolment,
  confirmEnrolment,
  removeTwoStep,
  startEnrolment,
  twoStepStatus,
  type Enrolment,
} from "./two-step-actions";

const Steps = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding-left: 1.3em;
  > li::marker {
    font-weight: 800;
  }
`;

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin-top: 8px;
  padding: 8px;
  border-radius: var(--radius-small);
  background: #fff;
`;

const Key = styled.code`
  display: block;
  margin: 8px 0;
  padding: 10px 12px;
  border-radius: var(--radius-small);
  background: #1d1848;
  font-size: 1.05rem;
  letter-spacing: 0.06em;
  word-break: break-all;
  user-select: all;
`;

const On = styled.p`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0;
  font-weight: 800;
  svg {
    flex: none;
    color: var(--mint);
  }
`;

type State =
  | { step: "loading" }
  | { step: "unknown"; problem: string }
  | { step: "off" }
  | { step: "enrolling"; enrolment: Enrolment }
  | { step: "on" };

/** The key in groups of four, as authenticator apps print it, so it is easier to type. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Two-step sign-in: an authenticator app's code asked after the password. Set up with a QR code
 * or the key typed in, confirmed with a first code; removed only with a current code.
 */
export function TwoStepPanel() {
  const [state, setState] = useState<State>({ step: "loading" });
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let live = true;
    void twoStepStatus().then(({ data, error }) => {
      if (!live) return;
      if (error) setState({ step: "unknown", problem: secondFactorProblem(error) });
      else setState({ step: data?.factorId ? "on" : "off" });
    });
    return () => {
      live = false;
    };
  }, []);

  /** A new step replaces the controls that had the focus: the focus goes back to the panel's heading. */
  function moveTo(next: State) {
    setState(next);
    requestAnimationFrame(() => heading.current?.focus());
  }

  const start = useAccountForm({
    fields: {},
    send: async () => {
      const { data, error } = await startEnrolment();
      if (data) moveTo({ step: "enrolling", enrolment: data });
      return { error };
    },
    failed: secondFactorProblem,
  });

  return (
    <Panel aria-labelledby="two-step-heading" data-testid="two-step-panel">
      <h2 id="two-step-heading" ref={heading} tabIndex={-1}>
        Two-step sign-in
      </h2>
      {state.step === "loading" ? <p role="status">Checking whether two-step sign-in is on…</p> : null}
      {state.step === "unknown" ? <FormAlert tone="error">{state.problem}</FormAlert> : null}
      {state.step === "off" ? (
        <>
          <p>
            Two-step sign-in is off. Turn it on to be asked for a code from an authenticator app on your phone after
            your password, so a password alone is not enough to open your account.
          </p>
          <AccountForm form={start} look="panel" button={["Set up two-step sign-in", "Starting..."]} />
        </>
      ) : null}
      {state.step === "enrolling" ? (
        <EnrolSteps
          enrolment={state.enrolment}
          onDone={() => moveTo({ step: "on" })}
          onCancel={() => moveTo({ step: "off" })}
        />
      ) : null}
      {state.step === "on" ? <TurnOff onDone={() => moveTo({ step: "off" })} /> : null}
    </Panel>
  );
}

function EnrolSteps({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  onDone: () => void;
  onCancel: () => void;
}) {
  const form = useCodeForm(
    (code) => confirmEnrolment(enrolment.factorId, code),
    () => {
      toast(SECOND_FACTOR_TOASTS.on);
      onDone();
    },
  );

  function copyKey() {
    void navigator.clipboard?.writeText(enrolment.secret).then(
      () => toast(SECOND_FACTOR_TOASTS.keyCopied),
      () => undefined,
    );
  }

  function cancel() {
    // Nothing is lost if this fails: an unconfirmed factor is cleared at the next setup.
    void cancelEnrolment(enrolment.factorId);
    onCancel();
  }

  return (
    <Steps>
      <li>
        Open an authenticator app on your phone (any app that shows 6-digit codes) and scan this QR code.
        <QrCode src={enrolment.qrCode} alt="QR code for your authenticator app (the key is written below)" />
      </li>
      <li>
        Can&apos;t scan? Add an account in the app by typing this key:
        <Key data-testid="two-step-key" aria-label={`Key: ${enrolment.secret}`}>
          {grouped(enrolment.secret)}
        </Key>
        <SecondaryButton type="button" onClick={copyKey}>
          <Copy aria-hidden size={20} />
          Copy the key
        </SecondaryButton>
      </li>
      <li>
        Type the 6-digit code the app now shows for this site.
        <AccountForm
          form={form}
          look="panel"
          button={["Turn on two-step sign-in", "Checking..."]}
          beside={
            <SecondaryButton type="button" onClick={cancel} disabled={form.busy}>
              Cancel
            </SecondaryButton>
          }
        >
          <OneTimeCodeField {...form.field("code")} label="Code from your app" />
        </AccountForm>
      </li>
    </Steps>
  );
}

function TurnOff({ onDone }: { onDone: () => void }) {
  const form = useCodeForm(removeTwoStep, () => {
    toast(SECOND_FACTOR_TOASTS.off);
    onDone();
  });
  return (
    <>
      <On>
        <ShieldCheck aria-hidden size={22} />
        Two-step sign-in is on.
      </On>
      <p>Each time you sign in, we ask for a code from your authenticator app after your password.</p>
      <p>To turn it off, type the code your app shows now.</p>
      <AccountForm form={form} look="danger" button={["Turn off two-step sign-in", "Turning off..."]}>
        <OneTimeCodeField {...form.field("code")} label="Code from your app" />
      </AccountForm>
    </>
  );
}
