import styled from "@emotion/styled";
import { Link } from "react-router";

/** The pink pill of a link that leads on, 48 px tall to touch; its box (flex or inline) is the link's own. */
export const pinkPillLinkStyle = `
  align-items: center;
  min-height: 48px;
  padding: 0 18px;
  border-radius: 999px;
  background: var(--pink);
  color: #231a4d;
  font-weight: 800;
  text-decoration: none;
`;

/** Links that look like the account buttons: the account corner's Join Now and Sign In, and the way home. */
export const PrimaryLink = styled(Link)`
  display: flex;
  justify-content: center;
  ${pinkPillLinkStyle}
  &:hover {
    background: var(--pink-strong);
    color: #231a4d;
  }
`;

export const SecondaryLink = styled(PrimaryLink)`
  background: transparent;
  color: var(--text);
  border: 2px solid var(--lavender);
  &:hover {
    background: rgb(255 255 255 / 0.08);
    color: var(--text);
  }
`;
