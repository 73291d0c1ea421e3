import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { TriangleAlert } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormAlert } from "../components/Form/FormAlert";
import { TextField } from "../components/Form/TextField";
import { useFormSubmit } from "../components/Form/use-form-submit";
import { deleteAccount } from "./actions";
import { DELETE_WORD, accountProblem } from "./messages";
import { ButtonRow, DangerButton, SecondaryButton } from "./styles";

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 300;
  background: rgb(8 6 26 / 0.8);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 301;
  display: grid;
  gap: 16px;
  width: min(92vw, 480px);
  max-height: 90vh;
  overflow-y: auto;
  padding: 24px;
  transform: translate(-50%, -50%);
  border-radius: var(--radius);
  background: var(--surface-solid);
  border: 2px solid #ff9fbf;
  box-shadow: var(--shadow);
  color: var(--text);
  h2 {
    display: flex;
    gap: 10px;
    align-items: center;
    margin: 0;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
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
        <Overlay />
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
