import styled from "@emotion/styled";

/** Cards side by side on wide screens, stacked on narrow ones. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  gap: 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    padding: 20px;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
  }
  h2,
  h3 {
    margin: 0 0 8px;
  }
  p {
    margin: 0 0 16px;
    color: var(--text-muted);
  }
  /* A card's link sits at its foot, whatever the length of the text above it. */
  li > a:last-child {
    margin-top: auto;
    align-self: flex-start;
  }
`;
