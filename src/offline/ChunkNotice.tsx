import styled from "@emotion/styled";
import { noticeButtonCss } from "./notice-button";

const Box = styled.div`
  margin: 1rem auto;
  max-width: 36rem;
  padding: 14px 18px;
  border-radius: var(--radius);
  background: var(--surface-solid);
  color: var(--text);
  border: 2px solid var(--lavender);
  p {
    margin: 0 0 0.75rem;
  }
  button {
    ${noticeButtonCss("var(--lavender)")}
    background: transparent;
    color: var(--text);
  }
`;

/** The calm stand-in for code that did not arrive, with a way to try again. */
export function ChunkNotice({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Box role="status">
      <p>{what} couldn&apos;t load. You may be offline, or the site was just updated. Your page is still here.</p>
      <button type="button" onClick={onRetry}>
        Try again
      </button>
    </Box>
  );
}
