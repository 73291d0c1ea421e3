/** The blog's index. The articles themselves arrive with the content work; these are their ids. */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
}

export const posts: readonly PostSummary[] = [
  {
    slug: "5-littlespace-bedtime-rituals-for-the-best-sleep",
    title: "5 Littlespace Bedtime Rituals for the Best Sleep",
    excerpt:
      "Gentle, soothing ways to wind down at night, from a warm bubble bath and a cozy story to soft pajamas, a memory jar and a sleepy scent.",
    date: "July 21, 2025",
  },
  {
    slug: "am-i-really-an-age-regressor",
    title: "Am I Really an Age Regressor?",
    excerpt:
      "What age regression is, the signs people often notice, why it happens, and how to explore it kindly, with trusted places to turn for support.",
    date: "July 14, 2025",
  },
  {
    slug: "my-little-secrets-because-adulting-is-literally-not-it",
    title: "My Little Secrets (Because Adulting Is Literally Not It)",
    excerpt:
      "Small, private ways to keep littlespace close while you handle work, bills and grown-up life, with no explaining required.",
    date: "July 7, 2025",
  },
  {
    slug: "create-your-littlespace-diy-decor-cozy-nooks-and-sensory-faves",
    title: "Create Your Littlespace: DIY Decor, Cozy Nooks and Sensory Faves",
    excerpt:
      "Build a corner that feels safe and soft on any budget, with easy DIY decor, a cozy nook of your own and sensory favorites that calm the mind.",
    date: "June 30, 2025",
  },
  {
    slug: "what-is-littlespace-a-simple-guide-for-new-age-regressors",
    title: "What Is Littlespace? A Simple Guide for New Age Regressors",
    excerpt:
      "A warm beginner's guide to littlespace, what it looks and feels like, why it is non-sexual and different from age play, and how to take your first gentle steps.",
    date: "June 23, 2025",
  },
];

export function findPost(slug: string | undefined): PostSummary | undefined {
  return posts.find((p) => p.slug === slug);
}
