import { css } from "@emotion/react";

/**
 * A quiet outlined pill for the small actions under a picture on the wall (Report, Give a
 * sticker): 48 px tall to touch, lighter than the page's main buttons.
 */
export const quietButtonCss = css`
  min-height: 48px;
  padding: 0 16px;
  border: 2px solid rgb(201 182 255 / 0.6);
  border-radius: 999px;
  background: transparent;
  color: var(--text);
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;
