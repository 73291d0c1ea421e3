import styled from "@emotion/styled";
import { use } from "react";
import { ArticleContents } from "../components/ArticleContents";
import { Comments } from "../components/Comments";
import { BackLink } from "../components/BackLink";
import { NotFound } from "../components/NotFound";
import { Prose, ReadingPanel } from "../components/Prose";
import { ReadNext } from "../components/ReadNext";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { Seo } from "../components/Seo";
import { JsonLd } from "../components/JsonLd";
import { articleJsonLd } from "../content/article-json-ld";
import { loadedPost, postMetas, postPromise } from "../content/post-pages";
import { relatedPosts } from "../content/related-posts";
import type { Route } from "./+types/blog-post";

/* The byline and the reading time: two lines of words that share a row where there is room. */
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: 0.4em;
  margin: 0 0 24px;
  color: var(--mint);
  p {
    margin: 0;
  }
`;

const Hero = styled.div`
  max-width: 900px;
  margin-bottom: 24px;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius);
  }
`;

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const meta = postMetas.find((p) => p.slug === params.slug);
  if (!meta) return <NotFound />;
  // Bodies load per article; the pre-rendered page already shows it while the browser fetches it.
  const post = loadedPost(meta.slug) ?? use(postPromise(meta.slug));
  return (
    <article>
      <Seo title={meta.title} description={meta.excerpt} path={`/blog/${meta.slug}`} kind="article" />
      <JsonLd data={articleJsonLd(meta)} />
      <BackLink to="/blog">Back to Blog</BackLink>
      <h1>{meta.title}</h1>
      <Meta>
        <p>
          By {meta.author || "the Little Space Station team"} ·{" "}
          <time dateTime={meta.datePublished || undefined}>{meta.date}</time>
        </p>
        {post ? <p>· {post.minutes} min read</p> : null}
      </Meta>
      <Hero>
        <ResponsiveImage id={meta.image} alt={meta.imageAlt} sizes="(min-width: 1024px) 900px, 94vw" priority />
      </Hero>
      <ReadingPanel data-testid="article-text">
        <ArticleContents sections={post?.sections ?? []} />
        <Prose dangerouslySetInnerHTML={{ __html: post?.html ?? "" }} />
        {/* Reaching this line is reading to the end (the sticker book watches for it). */}
        <div data-article-end={meta.slug} />
      </ReadingPanel>
      <ReadNext posts={relatedPosts(meta.slug, postMetas)} />
      <Comments slug={meta.slug} />
    </article>
  );
}
