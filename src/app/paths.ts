import { games } from "../../games/index";
import { activityCategories } from "../content/catalogue/activities";
import { coloringPages } from "../content/catalogue/coloring-pages";
import { posts } from "../content/posts";
import { galleryCategories } from "../content/catalogue/gallery";
import { selfHelpCategories } from "../content/catalogue/self-help";
import type { Category } from "../content/catalogue/types";
import { colorPath, picturePath, type PictureSection } from "../components/Picture/sections";

/** The static pages, in the order the sitemap lists them. */
export const staticPaths = [
  "/",
  "/explore",
  "/blog",
  "/gallery",
  "/activities",
  "/activities/contest",
  "/activities/contest/winners",
  "/games",
  "/self-help",
  "/stickers",
  "/about",
  "/privacy",
  "/terms",
  "/community-guidelines",
  "/signup",
  "/login",
  "/account",
  "/moderation",
  "/forgot-password",
  "/reset-password",
  "/confirmation",
  "/auth/confirm",
  "/offline",
] as const;

export const postPaths = posts.map((p) => `/blog/${p.slug}`);
export const gamePaths = games.map((g) => `/games/${g.id}`);
/** The coloring studio, one page per coloring page. */
export const colorPaths = coloringPages(activityCategories).map((item) => colorPath(item.id));

const pictureCatalogues: readonly [PictureSection, readonly Category[]][] = [
  ["gallery", galleryCategories],
  ["activities", activityCategories],
  ["self-help", selfHelpCategories],
];

/** One page per picture of the gallery, the activities and self-help. */
export const picturePaths = pictureCatalogues.flatMap(([section, categories]) =>
  categories.flatMap((category) => category.items.map((item) => picturePath(section, item.id))),
);

/**
 * Routes whose every page is pre-rendered: the production server answers any other path under
 * one with its own not-found page (pre-rendered at `notFound`, an id no page has, so it hydrates
 * as the same route with the same layout), status 404, not the app's loading shell.
 */
export const closedRoutes: readonly { pattern: string; notFound: string }[] = [
  { pattern: "/activities/color/:pageId", notFound: "/activities/color/404" },
];

/** Where the not-found page is rendered; the production server answers unknown paths with it. */
export const notFoundPath = "/404";

/** Screens reached from an email, or a member's own, which a search engine has no reason to list. */
const emailLandingPaths: string[] = ["/confirmation", "/auth/confirm", "/reset-password", "/account", "/moderation"];

/** Pages a crawler should index (not the email landing screens or the not-found page). */
export const indexablePaths = [
  // The offline page is what the service worker shows for a page it does not have.
  ...staticPaths.filter((p) => !emailLandingPaths.includes(p) && p !== "/offline"),
  ...postPaths,
  ...gamePaths,
  ...colorPaths,
  ...picturePaths,
];

export const prerenderPaths = [
  ...staticPaths,
  ...postPaths,
  ...gamePaths,
  ...colorPaths,
  ...picturePaths,
  notFoundPath,
  ...closedRoutes.map((r) => r.notFound),
];
