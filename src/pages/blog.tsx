import styled from "@emotion/styled";
import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { Seo } from "../components/Seo";
import { StaggerList } from "../components/motion/StaggerList";
import { postMetas } from "../content/post-pages";

const Posts = styled(StaggerList)`
  display: grid;
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    /* With an odd count the newest post leads across both columns, so the rest pair up and none is left alone. */
    > li:first-child:nth-last-child(odd) {
      grid-column: 1 / -1;
    }
  }
  > li {
    display: flex;
    flex-direction: column;
    border-radius: var(--radius);
    background: var(--surface);
    border: 1px solid var(--border);
    overflow: hidden;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  padding: 16px 20px 20px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.35rem;
  }
  time {
    color: var(--mint);
    font-size: 0.95rem;
  }
  p {
    color: var(--text-muted);
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 48px;
    margin-top: auto;
    font-weight: 800;
  }
`;

export default function BlogPage() {
  return (
    <>
      <Seo
        title="Blog"
        description="Articles about littlespace and age regression: bedtime rituals, self-discovery, cozy decor and beginner guides."
        path="/blog"
      />
      <PageHeader title="The Little Space Blog">
        Warm, honest articles about littlespace, self-care and cozy living.
      </PageHeader>
      <Posts>
        {postMetas.map((post, index) => (
          <article key={post.slug}>
            <ResponsiveImage
              id={post.image}
              alt={post.imageAlt}
              sizes="(min-width: 1024px) 460px, (min-width: 768px) 45vw, 92vw"
              priority={index === 0}
            />
            <Body>
              <h2>{post.title}</h2>
              <time dateTime={post.datePublished || undefined}>{post.date}</time>
              <p>{post.excerpt}</p>
              <Link to={`/blog/${post.slug}`}>
                Read More<span className="visually-hidden"> about {post.title}</span>
              </Link>
            </Body>
          </article>
        ))}
      </Posts>
    </>
  );
}
