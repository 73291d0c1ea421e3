import { posts } from "./posts";

/** What a blog card and an article page show, read from each article's front matter. */
export interface PostMeta {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  datePublished: string;
  author: string;
  image: string;
  imageAlt: string;
}

export interface PostPage {
  meta: PostMeta;
  html: string;
  /** Its `##` sections, for the contents list of a long article. */
  sections: readonly { readonly id: string; readonly title: string }[];
  /** Minutes to read it, at an unhurried 200 words a minute. */
  minutes: number;
}

type Body = { html: string; sections: PostPage["sections"]; words: number };
const WORDS_A_MINUTE = 200;

function toPage(meta: PostMeta, body: Body): PostPage {
  return {
    meta,
    html: body.html,
    sections: body.sections,
    minutes: Math.max(1, Math.round(body.words / WORDS_A_MINUTE)),
  };
}

const metas = import.meta.glob<Record<string, string>>("./posts/*.md", {
  eager: true,
  query: "?meta",
  import: "default",
});

const slugOf = (file: string) => file.replace(/^.*\/(.+)\.md$/, "$1");

function toMeta(slug: string, raw: Record<string, string> | undefined): PostMeta {
  // The list in posts.ts names every article; its front matter fills in the rest.
  const summary = posts.find((p) => p.slug === slug)!;
  return {
    slug,
    title: raw?.title ?? summary.title,
    excerpt: raw?.excerpt ?? summary.excerpt,
    date: raw?.date ?? summary.date,
    datePublished: raw?.datePublished ?? "",
    author: raw?.author ?? "",
    image: raw?.image ?? `blog/${slug}`,
    imageAlt: raw?.imageAlt ?? "",
  };
}

const bySlug = new Map(Object.entries(metas).map(([file, meta]) => [slugOf(file), meta]));

/** In the order of posts.ts (newest first). */
export const postMetas: readonly PostMeta[] = posts.map((p) => toMeta(p.slug, bySlug.get(p.slug)));

// Article bodies are large: each loads with its own page (a dynamic import per file).
const bodies = import.meta.glob<Body>("./posts/*.md", { import: "default" });

const loaded = new Map<string, PostPage>();

if (import.meta.env.SSR) {
  // The pre-render needs every body at once, synchronously, to write each page's HTML.
  for (const [file, load] of Object.entries(bodies)) {
    const meta = postMetas.find((m) => m.slug === slugOf(file));
    if (meta) loaded.set(meta.slug, toPage(meta, await load()));
  }
}

/** The article, if its body is loaded already (always during the pre-render). */
export function loadedPost(slug: string | undefined): PostPage | undefined {
  return slug ? loaded.get(slug) : undefined;
}

const pending = new Map<string, Promise<PostPage | undefined>>();

/** The same promise for the same article, as React's `use` needs. */
export function postPromise(slug: string): Promise<PostPage | undefined> {
  let promise = pending.get(slug);
  if (!promise) {
    promise = loadPost(slug);
    pending.set(slug, promise);
  }
  return promise;
}

/** Loads an article's body; resolves to undefined for an unknown slug. */
export async function loadPost(slug: string | undefined): Promise<PostPage | undefined> {
  const meta = postMetas.find((m) => m.slug === slug);
  const load = bodies[`./posts/${slug}.md`];
  if (!meta || !load) return undefined;
  const cached = loaded.get(meta.slug);
  if (cached) return cached;
  const page = toPage(meta, await load());
  loaded.set(meta.slug, page);
  return page;
}
