import styled from "@emotion/styled";
import { useId } from "react";

const Nav = styled.nav`
  margin: 0 0 8px;
  padding: 14px 18px;
  border-radius: var(--radius-small);
  border: 1px solid var(--border);
  p {
    margin: 0 0 6px;
    font-weight: 800;
    color: var(--mint);
  }
  ol {
    margin: 0;
    padding-inline-start: 1.4em;
    columns: 2 16rem;
    column-gap: 2rem;
  }
  /* Headings that carry their own numbers ("1. The Bubble Bath") would read "1. 1." numbered again. */
  ol[data-own-numbers] {
    list-style: none;
    padding-inline-start: 0;
  }
  li {
    break-inside: avoid;
    padding-block: 5px;
    line-height: 1.5;
  }
`;

const OWN_NUMBER = /^\d+[.):]\s/;

/** Articles with more sections than this list them first, so a long read can be skimmed and jumped. */
export const CONTENTS_FROM = 5;

/** The article's parts, each a link to its heading. */
export function ArticleContents({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const id = useId();
  if (sections.length < CONTENTS_FROM) return null;
  return (
    <Nav aria-labelledby={id}>
      <p id={id}>In this article</p>
      <ol data-own-numbers={sections.some((s) => OWN_NUMBER.test(s.title)) ? "" : undefined}>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
