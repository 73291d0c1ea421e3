import styled from "@emotion/styled";

/**
 * The one button family of the account forms (and the contest's): a pill, 48 px or taller. With
 * `data-wide`, a page form's main button: the card's whole width, a little larger.
 */
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
  &[data-wide] {
    display: flex;
    width: 100%;
    min-height: 52px;
    padding: 0 18px;
    font-size: 1.0625rem;
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

/** A way aside from the form's main path (an emailed code instead of a password): worded like a link, 48 px tall to touch. */
export const TextButton = styled.button`
  justify-self: start;
  min-height: 48px;
  padding: 0 4px;
  border: 0;
  background: none;
  color: var(--butter);
  font: inherit;
  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;
  cursor: pointer;
  &:hover:not(:disabled) {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  &:disabled {
    cursor: progress;
  }
`;
