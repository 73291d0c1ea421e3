import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { DialogCard, DialogOverlay } from "../../components/dialog-card";
import { FormAlert } from "../forms/FormAlert";
import { TextField } from "../forms/TextField";
import { useFormSubmit } from "../forms/use-form-submit";
import { deleteAccount } from "./actions";
import { DELETE_WORD, accountProblem } from "./messages";
import { ButtonRow, DangerButton, SecondaryButton } from "../forms/panel-styles";

const Content = styled(DialogCard)`
  width: min(92vw, 480px);
  max-height: 90vh;
  overflow-y: auto;
  border-color: #ff9fbf;
  h2 {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  form {
    display: grid;
    gap: 16px;
  }
`;

interface Props {
  /** Called once the account is gone and this browser signed out. */
  onDeleted: () => void;
}

/** 'Delete my account' and its confirmation: the member types DELETE, then everything goes. */
export function DeleteAccountDialog({ onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const form = useFormSubmit(["confirm"]);

  function onOpenChange(next: boolean) {
    if (form.busy) return;
    setOpen(next);
    setTyped("");
    form.clear();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const deleted = await form.submit({
      check: () => ({
        confirm: typed.trim() === DELETE_WORD ? null : `Type ${DELETE_WORD} in capital letters to confirm.`,
      }),
      send: deleteAccount,
      failed: accountProblem,
    });
    if (deleted) {
      setOpen(false);
      onDeleted();
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <DangerButton type="button">
          <TriangleAlert aria-hidden size={20} />
          Delete my account
        </DangerButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.focus("confirm");
          }}
        >
          <Dialog.Title>
            <TriangleAlert aria-hidden size={24} />
            Delete your account?
          </Dialog.Title>
          <Dialog.Description>
            This removes your account, nickname, avatar and every personal best, on every device, at once. It cannot be
            undone. Bests kept in this browser are cleared too.
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} aria-busy={form.busy}>
            <TextField
              {...form.field("confirm")}
              label={`Type ${DELETE_WORD} to confirm`}
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
            <FormAlert tone="error">{form.failure}</FormAlert>
            <ButtonRow>
              <DangerButton type="submit" disabled={form.busy}>
                {form.busy ? "Deleting..." : "Delete my account"}
              </DangerButton>
              <Dialog.Close asChild>
                <SecondaryButton type="button" disabled={form.busy}>
                  Cancel
                </SecondaryButton>
              </Dialog.Close>
            </ButtonRow>
          </form>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
