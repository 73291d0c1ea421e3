import styled from "@emotion/styled";
import { Link } from "react-router";
import { postMetas } from "../content/post-pages";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { Card } from "./styles";
import { CardRowPart } from "./HomePart";

const Published = styled.time`
  display: block;
  padding: 0 12px 14px;
  color: var(--mint);
  font-size: 0.95rem;
`;

const NEWEST = 3;

/** The latest articles, newest first (by publication date, the list's own order on a tie). */
const newest = [...postMetas]
  .sort((a, b) => (b.datePublished > a.datePublished ? 1 : b.datePublished < a.datePublished ? -1 : 0))
  .slice(0, NEWEST);

export function NewestPosts() {
  return (
    <CardRowPart id="home-posts" heading="New on the Blog" phone={1} wide={3}>
      {newest.map((post) => (
        <Card key={post.slug}>
          <ResponsiveImage id={post.image} alt={post.imageAlt} sizes="(min-width: 720px) 30vw, 92vw" />
          <h3>
            <Link to={`/blog/${post.slug}`}>{post.title}</Link>
          </h3>
          <Published dateTime={post.datePublished || undefined}>{post.date}</Published>
        </Card>
      ))}
    </CardRowPart>
  );
}
