/**
 * The outlined pill of the bedtime controls (the menu's switch, its stop select, the gentle stop's
 * buttons): 48 px tall to touch, a lavender edge and bold words. Each adds its own padding and fill.
 */
export const pillControlStyle = `
  min-height: 48px;
  border-radius: 999px;
  border: 2px solid var(--lavender);
  color: var(--text);
  font: inherit;
  font-weight: 800;
  cursor: pointer;
`;
