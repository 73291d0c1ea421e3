import styled from "@emotion/styled";
import { Link } from "react-router";

/** Links that look like the account buttons: the account corner's Join Now and Sign In, and the way home. */
export const PrimaryLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 18px;
  border-radius: 999px;
  background: var(--pink);
  color: #231a4d;
  font-weight: 800;
  text-decoration: none;
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
