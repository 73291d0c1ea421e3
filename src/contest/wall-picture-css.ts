import { css } from "@emotion/react";

/** A picture from the wall, whole (never cropped) on white in a square, as members coloured it. */
export const wallPictureCss = css`
  display: block;
  width: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: var(--radius-small);
  background: #fff;
`;
