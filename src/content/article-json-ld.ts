import { site } from "../config/site";
import type { PostMeta } from "./post-pages";
import { findImage } from "./images";

/** schema.org Article data for search engines (`<JsonLd>` serialises it). */
export function articleJsonLd(post: PostMeta): object {
  const url = new URL(`/blog/${post.slug}`, site.url).href;
  const image = findImage(post.image)?.full.src;
  return {
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
}
