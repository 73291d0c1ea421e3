import { FileDown, LogOut } from "lucide-react";
import { toast } from "../../toast/toast-store";
import { ButtonRow, SecondaryButton } from "../forms/kit/buttons";
import { FormAlert } from "../forms/kit/FormAlert";
import { Panel } from "../forms/kit/panel";
import { useAccountForm } from "../forms/kit/use-account-form";
import { ACCOUNT_TOASTS, accountProblem } from "../messages/account-page";
import { fetchMyData, signOutEverywhere, type Outcome, type OtherFeatures } from "./actions";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { downloadJson, exportFileName } from "./export-data";

interface Props {
  /** The member leaves the account page: signed out everywhere, or the account deleted. */
  onLeave: (reason: "signed-out" | "deleted") => void;
  /** What other features keep about the member: their part of the export, what goes with the account. */
  others: OtherFeatures;
}

/** The member's data rights: a copy of everything, every session ended, or the account gone. */
export function DataPanel({ onLeave, others }: Props) {
  // Two buttons, one message: each sends its own request through the one form state.
  const form = useAccountForm({ fields: {}, send: signOutEverywhere, failed: accountProblem });
  const { alert: alertRef } = form;

  function download() {
    const now = new Date();
    void form.submit({
      send: async (): Promise<Outcome> => {
        const { data, error } = await fetchMyData(others);
        if (data) {
          downloadJson(data, exportFileName(now));
          toast(ACCOUNT_TOASTS.exported);
        }
        return { error };
      },
      done: () => undefined,
    });
  }

  const everywhere = () => void form.submit({ done: () => onLeave("signed-out") });

  return (
    <Panel aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      <p>
        We keep your email, nickname, avatar choice, sign-in times and your personal bests. Download a copy any time, or
        delete it all.
      </p>
      <ButtonRow aria-busy={form.busy}>
        <SecondaryButton type="button" onClick={download} disabled={form.busy}>
          <FileDown aria-hidden size={20} />
          Download my data
        </SecondaryButton>
        <SecondaryButton type="button" onClick={everywhere} disabled={form.busy}>
          <LogOut aria-hidden size={20} />
          Sign out everywhere
        </SecondaryButton>
        <DeleteAccountDialog others={others} onDeleted={() => onLeave("deleted")} />
      </ButtonRow>
      <FormAlert tone="error" ref={alertRef}>
        {form.failure}
      </FormAlert>
    </Panel>
  );
}
