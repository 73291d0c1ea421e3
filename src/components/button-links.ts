import styled from "@emotion/styled";
import { Link } from "react-router";
import { ExternalLink } from "./ExternalLink";

const buttonStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 10px 22px;
  border-radius: 999px;
  background: var(--pink);
  color: #231a4d;
  font-weight: 800;
  text-decoration: none;
  border: 2px solid transparent;
  &:hover {
    background: #ffd1e8;
    color: #231a4d;
  }
`;

/** A link that looks like a button (it navigates, so it stays a link). */
export const ButtonLink = styled(Link)`
  ${buttonStyle}
`;

export const ButtonAnchor = styled.a`
  ${buttonStyle}
`;

/** An external link that looks like a quieter, outlined button. */
export const ExternalButton = styled(ExternalLink)`
  ${buttonStyle}
  background: transparent;
  border-color: var(--lavender);
  color: var(--text);
  &:hover {
    background: var(--surface-raised);
    color: var(--text);
  }
`;
