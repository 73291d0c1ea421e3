import styled from "@emotion/styled";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** A rounded panel on the night sky. */
export const Panel = styled.section`
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  box-shadow: var(--shadow);
  h2 {
    margin-top: 0;
  }
`;

/** Cards side by side on wide screens, stacked on narrow ones. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    padding: 20px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  h2,
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
    color: var(--text-muted);
  }
  /* A card's link sits at its foot, whatever the length of the text above it. */
  li > a:last-child {
    margin-top: auto;
    align-self: flex-start;
  }
`;

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

/** Screen readers hear that a link leaves the site; it opens in a new tab without access to this one. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens another website in a new tab)</span>
    </a>
  );
}

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
