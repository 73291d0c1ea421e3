import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { RotateCcw } from "lucide-react";
import { DialogCard, DialogOverlay } from "../components/dialog-card";
import { ToolButton } from "./tool-styles";

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
        <DialogOverlay />
        <DialogCard>
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
        </DialogCard>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
