import styled from "@emotion/styled";
import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { AccountForm } from "../accounts/forms/kit/AccountForm";
import { OneTimeCodeField } from "../accounts/forms/kit/TextField";
import { useCodeForm } from "../accounts/forms/kit/use-code-form";
import { CODE_FIELD_NAME, NEEDS_SETUP, useActingModerator } from "./acting-moderator";

const Box = styled.section`
  display: grid;
  gap: 12px;
  padding: 18px;
  border-radius: var(--radius);
  border: 2px solid var(--butter);
  background: var(--surface);
  h2 {
    display: flex;
    gap: 8px;
    align-items: center;
    margin: 0;
    font-size: 1.25rem;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: 14px;
    max-width: 420px;
  }
`;

/**
 * Shown above the queues while the moderator may read but not act: the owner requires a second
 * factor and this session has not given one. Asks for the app's code, or says where to set it up.
 */
export function SecondFactorNotice() {
  const acting = useActingModerator();
  const form = useCodeForm((code) => acting.verify(code));

  if (acting.state !== "needs-code" && acting.state !== "needs-setup") return null;
  return (
    <Box aria-labelledby="second-factor-heading" data-testid="second-factor-notice">
      <h2 id="second-factor-heading">
        <ShieldAlert aria-hidden size={22} />
        Confirm it&apos;s you before moderating
      </h2>
      {acting.state === "needs-code" ? (
        <>
          <p>
            On this site moderators confirm a code from their authenticator app before they approve, decline, hide or
            remove anything. You can read the queues meanwhile.
          </p>
          <AccountForm form={form} look="panel" button={["Confirm code", "Checking..."]}>
            <OneTimeCodeField {...form.field("code")} name={CODE_FIELD_NAME} label="Code from your app" />
          </AccountForm>
        </>
      ) : (
        <p>
          {NEEDS_SETUP} <Link to="/account">Set up two-step sign-in on My Account</Link>
        </p>
      )}
    </Box>
  );
}
