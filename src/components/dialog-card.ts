/**
 * A Radix dialog that asks something (start over, delete the account): a card in the middle of a
 * dimmed page. A dialog with more to hold extends the card (`styled(DialogCard)`).
 */
import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";

export const DialogOverlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 300;
  background: rgb(8 6 26 / 0.8);
`;

export const DialogCard = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: 301;
  display: grid;
  gap: 16px;
  width: min(92vw, 440px);
  padding: 24px;
  transform: translate(-50%, -50%);
  border-radius: var(--radius);
  background: var(--surface-solid);
  border: 2px solid var(--lavender);
  box-shadow: var(--shadow);
  color: var(--text);
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  p {
    margin: 0;
  }
`;

/**
 * A dialog that holds a form (deleting the account, a report): an icon beside the heading, the
 * form's parts in a column, and the card scrolls when it is taller than a small screen.
 */
export const FormDialogCard = styled(DialogCard)`
  overflow-y: auto;
  h2 {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  form {
    display: grid;
  }
`;
