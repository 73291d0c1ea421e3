import styled from "@emotion/styled";
import { Link } from "react-router";

const Section = styled.section`
  max-width: 900px;
  margin-top: 40px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.4rem;
    color: var(--pink);
  }
  ul {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    gap: 16px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 16px 18px;
    border-radius: var(--radius);
    background: var(--surface-solid);
    border: 1px solid var(--border);
  }
  a {
    font-weight: 800;
    font-size: 1.1rem;
  }
  p {
    margin: 6px 0 0;
    color: var(--text-muted);
    line-height: 1.5;
  }
`;

/** Two related articles at an article's end, before its comments: a way on rather than a dead end. */
export function ReadNext({ posts }: { posts: readonly { slug: string; title: string; excerpt: string }[] }) {
  if (posts.length === 0) return null;
  return (
    <Section aria-labelledby="read-next-heading">
      <h2 id="read-next-heading">Read next</h2>
      <ul>
        {posts.map((p) => (
          <li key={p.slug}>
            <Link to={`/blog/${p.slug}`}>{p.title}</Link>
            <p>{p.excerpt}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
