import { FileDown, LogOut } from "lucide-react";
import { FormAlert } from "../forms/FormAlert";
import { useFormSubmit } from "../forms/use-form-submit";
import { toast } from "../../toast/toast-store";
import { fetchMyData, signOutEverywhere, type Outcome } from "./actions";
import { DeleteAccountDialog } from "./DeleteAccountDialog";
import { downloadJson, exportFileName } from "./export-data";
import { ACCOUNT_TOASTS, accountProblem } from "./messages";
import { ButtonRow, Panel, SecondaryButton } from "../forms/panel-styles";

interface Props {
  /** The member leaves the account page: signed out everywhere, or the account deleted. */
  onLeave: (reason: "signed-out" | "deleted") => void;
}

/** The member's data rights: a copy of everything, every session ended, or the account gone. */
export function DataPanel({ onLeave }: Props) {
  const form = useFormSubmit([]);

  async function download() {
    const now = new Date();
    await form.submit({
      send: async (): Promise<Outcome> => {
        const { data, error } = await fetchMyData();
        if (data) {
          downloadJson(data, exportFileName(now));
          toast(ACCOUNT_TOASTS.exported);
        }
        return { error };
      },
      failed: accountProblem,
    });
  }

  async function everywhere() {
    if (await form.submit({ send: signOutEverywhere, failed: accountProblem })) onLeave("signed-out");
  }

  return (
    <Panel aria-labelledby="data-heading">
      <h2 id="data-heading">Your data</h2>
      <p>
        We keep your email, nickname, avatar choice, sign-in times and your personal bests. Download a copy any time, or
        delete it all.
      </p>
      <ButtonRow aria-busy={form.busy}>
        <SecondaryButton type="button" onClick={() => void download()} disabled={form.busy}>
          <FileDown aria-hidden size={20} />
          Download my data
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => void everywhere()} disabled={form.busy}>
          <LogOut aria-hidden size={20} />
          Sign out everywhere
        </SecondaryButton>
        <DeleteAccountDialog onDeleted={() => onLeave("deleted")} />
      </ButtonRow>
      <FormAlert tone="error">{form.failure}</FormAlert>
    </Panel>
  );
}
