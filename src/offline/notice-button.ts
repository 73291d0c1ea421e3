/**
 * The button of a notice about the site itself (an update is ready, a part did not load): a
 * plain, square-cornered button; `border` is the notice's own colour.
 */
export const noticeButtonCss = (border: string) => `
  min-height: 44px;
  padding: 0 16px;
  border-radius: var(--radius-small);
  border: 2px solid ${border};
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;
