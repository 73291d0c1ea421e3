import styled from "@emotion/styled";

/** One part of the station's life: a heading, then its row of cards. */
export const Part = styled.section`
  margin-top: 48px;
  > h2 {
    margin: 0 0 16px;
  }
`;

/** Cards in equal columns, counts chosen for the row's length so no card sits alone on a last row. */
export const Row = styled.ul<{ phone: number; wide: number }>`
  display: grid;
  grid-template-columns: repeat(${(p) => p.phone}, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 720px) {
    grid-template-columns: repeat(${(p) => p.wide}, minmax(0, 1fr));
  }
`;

/** A picture on top, words below; the title's link covers the whole card. */
export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  h3 {
    margin: 0;
    padding: 10px 12px 12px;
    font-size: 1.05rem;
    line-height: 1.3;
  }
  h3 a {
    color: var(--text);
    text-decoration: none;
  }
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
  }
  h3 a:hover {
    text-decoration: underline;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;
