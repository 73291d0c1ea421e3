import { TriangleAlert } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { ChunkBoundary } from "../../offline/ChunkBoundary";
import { retryableLazy } from "../../offline/retryable-lazy";
import { DangerButton } from "../forms/kit/buttons";
import type { OtherFeatures } from "./actions";

// The dialog (Radix Dialog and the form) is only downloaded when a member asks to delete.
const DeleteAccountForm = retryableLazy(() => import("./DeleteAccountForm"));

interface Props {
  /** What other features keep about the member: their part of the export, what goes with the account. */
  others: OtherFeatures;
  /** Called once the account is gone and this browser signed out. */
  onDeleted: () => void;
}

/** 'Delete my account' and its confirmation, which opens over the page. */
export function DeleteAccountDialog({ others, onDeleted }: Props) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Closed: the focus goes back to the button that opened the dialog.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <DangerButton
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <TriangleAlert aria-hidden size={20} />
        Delete my account
      </DangerButton>
      {open ? (
        <ChunkBoundary what="The delete dialog" onRetry={DeleteAccountForm.retry}>
          <Suspense fallback={null}>
            <DeleteAccountForm
              others={others}
              onClose={() => setOpen(false)}
              onDeleted={() => {
                setOpen(false);
                onDeleted();
              }}
            />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </>
  );
}
