import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { RotateCcw } from "lucide-react";
import { ToolButton } from "./tool-styles";

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

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  disabled: boolean;
  onConfirm: () => void;
}

/** Start over asks first; the blank page it leaves can itself be undone. */
export function StartOverDialog({ open, onOpenChange, disabled, onConfirm }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <ToolButton type="button" disabled={disabled}>
          <RotateCcw aria-hidden size={20} />
          Start over
        </ToolButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Content>
          <Dialog.Title>Start over?</Dialog.Title>
          <Dialog.Description>
            This clears every colour from the page. Changed your mind later? Undo brings the picture back.
          </Dialog.Description>
          <Row>
            <Dialog.Close asChild>
              <ToolButton type="button">Keep coloring</ToolButton>
            </Dialog.Close>
            <ToolButton
              type="button"
              data-tone="strong"
              onClick={() => {
                onConfirm();
                onOpenChange(false);
              }}
            >
              Start over
            </ToolButton>
          </Row>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
