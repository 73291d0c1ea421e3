import styled from "@emotion/styled";

/** Typography for HTML compiled from our Markdown files (articles, legal pages). */
export const Prose = styled.div`
  max-width: 70ch;
  h2 {
    margin: 2em 0 0.5em;
    font-size: 1.6rem;
    color: var(--pink);
    scroll-margin-top: calc(var(--topbar-height) + 16px);
  }
  h3 {
    margin: 1.5em 0 0.4em;
    font-size: 1.25rem;
    color: var(--mint);
  }
  p,
  li {
    line-height: 1.75;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.4em;
  }
  strong {
    color: #fff;
  }
  blockquote {
    margin: 1.5em 0;
    padding: 12px 20px;
    border-left: 4px solid var(--lavender);
    background: var(--surface);
    border-radius: 0 var(--radius-small) var(--radius-small) 0;
  }
`;

/**
 * A long text's calm, nearly opaque panel (an article, a legal page): the sky stays around it, but
 * no star twinkles between the letters (on a phone the text column is most of the screen).
 */
export const ReadingPanel = styled.div`
  max-width: 900px;
  padding: 20px clamp(16px, 4vw, 40px) 8px;
  border-radius: var(--radius);
  background: rgb(33 27 80 / 0.96);
  border: 1px solid var(--border);
`;
