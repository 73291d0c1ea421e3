import { Link } from "react-router";
import { NotFound } from "../components/NotFound";
import { Seo } from "../components/Seo";
import { findPost } from "../content/posts";
import type { Route } from "./+types/blog-post";

export default function BlogPostPage({ params }: Route.ComponentProps) {
  const post = findPost(params.slug);
  if (!post) return <NotFound />;
  return (
    <article>
      <Seo title={post.title} description={post.excerpt} path={`/blog/${post.slug}`} kind="article" />
      <p>
        <Link to="/blog">← Back to Blog</Link>
      </p>
      <h1>{post.title}</h1>
      <p>{post.date}</p>
      <p>{post.excerpt}</p>
    </article>
  );
}
