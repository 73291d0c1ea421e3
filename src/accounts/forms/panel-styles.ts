import styled from "@emotion/styled";
import { Panel as SitePanel } from "../../components/Panel";

/** One part of the account page: the site's panel, its parts one under another. */
export const Panel = styled(SitePanel)`
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.35rem;
  }
  > p {
    margin: 0;
    color: var(--text-muted);
  }
  form {
    display: grid;
    gap: 16px;
  }
`;

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 22px;
  border-radius: 999px;
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.8;
  }
`;

export const PrimaryButton = styled(Button)`
  border: 0;
  background: var(--pink);
  color: #231a4d;
  &:hover:not(:disabled) {
    background: var(--pink-strong);
  }
`;

export const SecondaryButton = styled(Button)`
  border: 2px solid var(--lavender);
  background: transparent;
  color: var(--text);
  &:hover:not(:disabled) {
    background: rgb(255 255 255 / 0.08);
  }
`;

/** For the one action that cannot be undone: outlined in the error colour, with a warning icon. */
export const DangerButton = styled(Button)`
  border: 2px solid #ff9fbf;
  background: var(--danger-bg);
  color: var(--danger-text);
  &:hover:not(:disabled) {
    background: #6b1d3c;
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;
