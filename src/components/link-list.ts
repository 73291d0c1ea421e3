import { css } from "@emotion/react";

/** A bulletless list of links, each at least 48px tall so it is an easy tap target. */
export const linkList = css`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    min-height: 48px;
  }
`;
