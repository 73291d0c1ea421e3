import styled from "@emotion/styled";
import { Link } from "react-router";

const Wrap = styled.div`
  display: grid;
  gap: 8px;
`;

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

/**
 * The account corner at the bottom of the sidebar and drawer. Visitors see Join Now and
 * Sign In; the accounts work swaps in the signed-in avatar menu here, and only here.
 */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Wrap>
      <PrimaryLink to="/signup" onClick={onNavigate}>
        Join Now
      </PrimaryLink>
      <SecondaryLink to="/login" onClick={onNavigate}>
        Sign In
      </SecondaryLink>
    </Wrap>
  );
}
