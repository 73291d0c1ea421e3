import styled from "@emotion/styled";

/** Every studio control: at least 48 px, a visible focus ring, the pressed state drawn, not only coloured. */
export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 48px;
  min-height: 48px;
  padding: 0 12px;
  border: 2px solid var(--border);
  border-radius: var(--radius-small);
  background: var(--surface-raised);
  color: var(--text);
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: var(--lavender);
  }
  &[aria-pressed="true"] {
    background: var(--butter);
    border-color: #fff;
    color: #231a4d;
  }
  &[data-tone="strong"] {
    background: var(--pink);
    color: #231a4d;
  }
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const GroupLabel = styled.h2`
  margin: 0 0 6px;
  font-size: 0.95rem;
  color: var(--text-muted);
`;
