import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { Seo } from "../components/Seo";
import { posts } from "../content/posts";

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
      <ul>
        {posts.map((post) => (
          <li key={post.slug}>
            <h2>{post.title}</h2>
            <p>{post.excerpt}</p>
            <Link to={`/blog/${post.slug}`}>
              Read More<span className="visually-hidden"> about {post.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
