import { site } from "../app/site";
import type { PostMeta } from "./post-pages";
import { findImage } from "./images";

/** schema.org Article data for search engines, serialised safely for a <script> element. */
export function articleJsonLd(post: PostMeta): string {
  const url = new URL(`/blog/${post.slug}`, site.url).href;
  const image = findImage(post.image)?.full.src;
  const data = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: post.title,
    description: post.excerpt,
    datePublished: post.datePublished || undefined,
    author: post.author ? { "@type": "Person", name: post.author } : undefined,
    publisher: { "@type": "Organization", name: site.name, url: site.url },
    mainEntityOfPage: url,
    image: image ? new URL(image, site.url).href : undefined,
  };
  // "<" cannot close the script element early when escaped.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
