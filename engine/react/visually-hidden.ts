/**
 * Out of sight but read by screen readers: for a HUD's live regions, a button's words beside its
 * icon, and words a game hides on narrow screens only (inside a media query).
 */
export const visuallyHiddenCss = `
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
