import { css } from "@emotion/react";

/** A small heading with its icon beside it, centred on the line (a notice's, a winner card's). */
export const iconHeadingCss = css`
  display: flex;
  gap: 8px;
  align-items: center;
  margin: 0;
  font-size: 1.1rem;
`;
