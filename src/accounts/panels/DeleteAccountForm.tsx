import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { TriangleAlert } from "lucide-react";
import { DialogOverlay, FormDialogCard } from "../../components/dialog-card";
import { AccountForm } from "../forms/kit/AccountForm";
import { SecondaryButton } from "../forms/kit/buttons";
import { TextField } from "../forms/kit/TextField";
import { useAccountForm } from "../forms/kit/use-account-form";
import { DELETE_WORD, accountProblem } from "../messages/account-page";
import { deleteAccount, type OtherFeatures } from "./actions";

const Content = styled(FormDialogCard)`
  width: min(92vw, 480px);
  max-height: 90vh;
  border-color: #ff9fbf;
  form {
    gap: 16px;
  }
`;

interface Props {
  /** What other features keep about the member: their part of the export, what goes with the account. */
  others: OtherFeatures;
  /** Called once the account is gone and this browser signed out. */
  onDeleted: () => void;
  /** The member closed the dialog (Cancel, Escape, outside). */
  onClose: () => void;
}

/**
 * The confirmation of 'Delete my account', loaded when the member asks for it: the member types
 * DELETE, then everything goes. Open while it is shown; the trigger is DeleteAccountDialog.
 */
export default function DeleteAccountForm({ others, onDeleted, onClose }: Props) {
  const form = useAccountForm({
    fields: { confirm: "" },
    check: ({ confirm }) => ({
      confirm: confirm.trim() === DELETE_WORD ? null : `Type ${DELETE_WORD} in capital letters to confirm.`,
    }),
    send: () => deleteAccount(others),
    failed: accountProblem,
    done: onDeleted,
  });

  return (
    <Dialog.Root open onOpenChange={(next) => !next && !form.busy && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            form.focus("confirm");
          }}
          // The trigger lives outside this chunk: it takes the focus back itself.
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Title>
            <TriangleAlert aria-hidden size={24} />
            Delete your account?
          </Dialog.Title>
          <Dialog.Description>
            This removes your account, nickname, avatar and every personal best, on every device, at once. It cannot be
            undone. Bests kept in this browser are cleared too.
          </Dialog.Description>
          <AccountForm
            form={form}
            look="danger"
            button={["Delete my account", "Deleting..."]}
            beside={
              <Dialog.Close asChild>
                <SecondaryButton type="button" disabled={form.busy}>
                  Cancel
                </SecondaryButton>
              </Dialog.Close>
            }
          >
            <TextField
              {...form.field("confirm")}
              label={`Type ${DELETE_WORD} to confirm`}
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
            />
          </AccountForm>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
