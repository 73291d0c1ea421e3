import styled from "@emotion/styled";

/** The face a studio control shows at rest: a raised tile with a thin border. */
export const controlFaceCss = `
  border: 2px solid var(--border);
  border-radius: var(--radius-small);
  background: var(--surface-raised);
  color: var(--text);
  font: inherit;
`;

/** How a studio control shows it is off, and where the keyboard is. */
export const controlStatesCss = `
  &:disabled {
    opacity: 0.55;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

/** Every studio control: at least 48 px, a visible focus ring, the pressed state drawn, not only coloured. */
export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-width: 48px;
  min-height: 48px;
  padding: 0 12px;
  ${controlFaceCss}
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
  ${controlStatesCss}
`;

/** A colour to take in hand, drawn as a round swatch (its background is the colour). */
export const SwatchButton = styled.button`
  min-width: 48px;
  min-height: 48px;
  border-radius: 50%;
  border: 3px solid rgb(255 255 255 / 0.35);
  cursor: pointer;
  &[aria-pressed="true"] {
    border-color: #fff;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
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
