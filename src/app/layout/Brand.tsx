import styled from "@emotion/styled";
import { Link } from "react-router";
import { site } from "../../config/site";

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 48px;
  color: var(--text);
  font-weight: 900;
  font-size: 1.1rem;
  line-height: 1.15;
  text-decoration: none;
  &:hover {
    color: var(--butter);
  }
`;

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Home to="/" onClick={onNavigate} aria-label={`${site.name}, home`}>
      <img src="/favicon.svg" alt="" width="36" height="36" />
      <span>{site.name}</span>
    </Home>
  );
}
