import { css } from "@emotion/react";

/** A box for a few lines of words on the dark cards (a moderator's reason, a report's note). */
export const textAreaCss = css`
  width: 100%;
  min-height: 80px;
  padding: 10px 14px;
  border: 2px solid rgb(201 182 255 / 0.6);
  border-radius: var(--radius-small);
  background: #1d1848;
  color: var(--text);
  font: inherit;
`;

/** A tick box before its words, larger than the browser's, lined up with the first line. */
export const tickBoxCss = css`
  flex: none;
  width: 22px;
  height: 22px;
  margin-top: 2px;
  accent-color: var(--pink);
`;
