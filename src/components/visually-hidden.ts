/**
 * Out of sight, still read by screen readers: for words hidden only on some screens, inside a
 * media query, where the global `.visually-hidden` class (src/app/global.css) cannot be switched.
 */
export const visuallyHiddenCss = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
