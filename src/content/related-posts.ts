/** What the choice reads of an article (a PostMeta or the blog list's summary). */
interface Topical {
  slug: string;
  title: string;
  excerpt: string;
}

/** Words too common to say two articles are about the same thing. */
const COMMON = new Set(["about", "their", "there", "which", "with", "your", "from", "that", "this", "what", "ways"]);

function topicWords(post: Topical): Set<string> {
  const words = `${post.title} ${post.excerpt}`.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return new Set(words.filter((w) => !COMMON.has(w)));
}

/**
 * The articles to read next: those sharing the most topic words (title and excerpt) with this
 * one; a tie goes to the one that follows it in the blog's order, so every article gets a
 * different, stable pair.
 */
export function relatedPosts<P extends Topical>(slug: string, all: readonly P[], count = 2): P[] {
  const at = all.findIndex((p) => p.slug === slug);
  if (at < 0) return [];
  const mine = topicWords(all[at]!);
  return all
    .map((post, i) => ({
      post,
      shared: [...topicWords(post)].filter((w) => mine.has(w)).length,
      after: (i - at + all.length) % all.length,
    }))
    .filter((c) => c.after !== 0)
    .sort((a, b) => b.shared - a.shared || a.after - b.after)
    .slice(0, count)
    .map((c) => c.post);
}
