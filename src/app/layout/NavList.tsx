import styled from "@emotion/styled";
import { NavLink } from "react-router";
import { navItems } from "./nav-items";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 4px;
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 48px;
  padding: 0 14px;
  border-radius: var(--radius-small);
  color: var(--text);
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: rgb(255 255 255 / 0.08);
    color: var(--text);
  }
  &[aria-current="page"] {
    background: var(--pink);
    color: #231a4d;
  }
`;

/** The six main destinations; `onNavigate` lets the drawer close itself when one is chosen. */
export function NavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <List>
      {navItems.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <Item to={to} end={end} onClick={onNavigate}>
            <Icon aria-hidden size={22} />
            {label}
          </Item>
        </li>
      ))}
    </List>
  );
}
