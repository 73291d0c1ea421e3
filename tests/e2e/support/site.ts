/**
 * What the visitor should see on each route, written out by hand from spec.md section 2 and the
 * pages in src/pages (not imported from them: a test that reads its expectations from the code
 * under test cannot notice when that code changes them). Only the list of games comes from the
 * registry, so a game added there is visited too.
 */
import { games as registry } from "../../../games/index";

export const SITE_NAME = "Little Space Station";

export const pageTitle = (title: string) => `${title} | ${SITE_NAME}`;
export const gameTitle = (title: string) => `${title} - Fun Games | ${SITE_NAME}`;

export interface RouteExpectation {
  path: string;
  h1: string;
  title: string;
  /** The canonical link's path, when it is not the route's own path. */
  canonical?: string;
}

export const posts = [
  ["5-littlespace-bedtime-rituals-for-the-best-sleep", "5 Littlespace Bedtime Rituals for the Best Sleep"],
  ["am-i-really-an-age-regressor", "Am I Really an Age Regressor?"],
  [
    "my-little-secrets-because-adulting-is-literally-not-it",
    "My Little Secrets (Because Adulting Is Literally Not It)",
  ],
  [
    "create-your-littlespace-diy-decor-cozy-nooks-and-sensory-faves",
    "Create Your Littlespace: DIY Decor, Cozy Nooks and Sensory Faves",
  ],
  [
    "what-is-littlespace-a-simple-guide-for-new-age-regressors",
    "What Is Littlespace? A Simple Guide for New Age Regressors",
  ],
] as const;

/** spec.md's six games: id, title and card description, in the order /games lists them. */
export const specGames = [
  ["little-dodger", "Little Dodger", "Float through space and dodge the falling blocks."],
  ["word-search", "Word Search", "Find cozy words hidden in a grid of letters."],
  ["memory", "Memory Match", "Flip the cards and find every matching pair."],
  ["tic-tac-toe", "Tic-Tac-Toe", "Three in a row against a friend or the computer."],
  ["color-match", "Color Match", "Watch the colours light up, then repeat the pattern."],
  ["snake", "Snake", "Guide the snake to the snacks and watch it grow."],
] as const;

const specTexts = new Map<string, readonly [string, string]>(
  specGames.map(([id, title, description]) => [id, [title, description]]),
);

/**
 * Every registered game as [id, title, description], in the registry's order: the spec's own
 * words for its six games, the registry's for a game the spec does not know (a new one).
 */
export const games: readonly (readonly [string, string, string])[] = registry.map((game) => {
  const [title, description] = specTexts.get(game.id) ?? [game.title, game.description];
  return [game.id, title, description] as const;
});

/** Every page that exists, each pre-rendered at build time and answered with 200. */
export const knownRoutes: RouteExpectation[] = [
  { path: "/", h1: `Welcome to ${SITE_NAME}!`, title: pageTitle("Home") },
  { path: "/explore", h1: "Explore Your Little Space", title: pageTitle("Explore") },
  { path: "/blog", h1: "The Little Space Blog", title: pageTitle("Blog") },
  ...posts.map(([slug, title]) => ({ path: `/blog/${slug}`, h1: title, title: pageTitle(title) })),
  { path: "/gallery", h1: "Gallery", title: pageTitle("Gallery") },
  { path: "/activities", h1: "Activities", title: pageTitle("Activities") },
  { path: "/activities/contest", h1: "Coloring Contest Wall", title: pageTitle("Coloring Contest Wall") },
  { path: "/games", h1: "Fun Games", title: pageTitle("Games") },
  ...games.map(([id, title]) => ({ path: `/games/${id}`, h1: title, title: gameTitle(title) })),
  { path: "/self-help", h1: "Self-Help Tools", title: pageTitle("Self-Help") },
  { path: "/about", h1: `About ${SITE_NAME}`, title: pageTitle("About Us") },
  { path: "/privacy", h1: "Privacy Policy", title: pageTitle("Privacy Policy") },
  { path: "/terms", h1: "Terms of Service", title: pageTitle("Terms of Service") },
  { path: "/signup", h1: "Create Your Account", title: pageTitle("Sign Up") },
  { path: "/login", h1: "Welcome Back!", title: pageTitle("Sign In") },
  { path: "/forgot-password", h1: "Forgot Your Password?", title: pageTitle("Forgot Password") },
  { path: "/reset-password", h1: "Choose a New Password", title: pageTitle("Choose a New Password") },
  { path: "/confirmation", h1: "Check Your Email!", title: pageTitle("Check Your Email") },
  // The emailed link lands here: the same screen, one canonical address.
  { path: "/auth/confirm", h1: "Check Your Email!", title: pageTitle("Check Your Email"), canonical: "/confirmation" },
];

export const NOT_FOUND_H1 = "Uh oh! Page Not Found!";
export const NOT_FOUND_TITLE = pageTitle("Page Not Found");
export const UNKNOWN_PATH = "/no/such/page";
