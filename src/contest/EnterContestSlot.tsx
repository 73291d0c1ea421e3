/**
 * Where the Activities page's contest panel offers online entry. The entry part (EnterContest and
 * what it brings) is its own chunk, fetched once the page has hydrated, so the page's first load
 * stays within the content budget; the slot keeps a button's height meanwhile, so nothing below
 * it moves when the button arrives.
 */
import styled from "@emotion/styled";
import { Suspense, useSyncExternalStore } from "react";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { retryableLazy } from "../offline/retryable-lazy";
import type { EnterContestProps } from "./enter-props";

const EnterContest = retryableLazy<EnterContestProps>(() =>
  import("./EnterContest").then((m) => ({ default: m.EnterContest })),
);

// A button's height: one line of text, 10 px of padding and a 2 px border above and below (48 px
// held 3 px short, and everything below moved when the button arrived).
const Slot = styled.div`
  min-height: max(48px, calc(1lh + 24px));
`;

const noChanges = () => () => undefined;

export function EnterContestSlot() {
  // False in the pre-rendered page and while hydrating (both render the empty slot), true after.
  const hydrated = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  return (
    <Slot>
      {hydrated ? (
        <ChunkBoundary what="Entering the contest" onRetry={EnterContest.retry}>
          <Suspense fallback={null}>
            <EnterContest />
          </Suspense>
        </ChunkBoundary>
      ) : null}
    </Slot>
  );
}
