import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("pages/home.tsx"),
  route("explore", "pages/explore.tsx"),
  route("blog", "pages/blog.tsx"),
  route("blog/:slug", "pages/blog-post.tsx"),
  route("gallery", "pages/gallery.tsx"),
  route("activities", "pages/activities.tsx"),
  route("games", "pages/games.tsx"),
  route("games/cozy-cloud-hop", "pages/cozy-cloud-hop.tsx"),
  route("games/:gameId", "pages/game.tsx"),
  route("self-help", "pages/self-help.tsx"),
  // One route for the gallery's, the activities' and self-help's pictures (one entry in the route manifest every page loads).
  route(":section/picture/:pictureId", "pages/picture.tsx"),
  route("about", "pages/about.tsx"),
  route("privacy", "pages/privacy.tsx"),
  route("terms", "pages/terms.tsx"),
  route("signup", "pages/signup.tsx"),
  route("login", "pages/login.tsx"),
  route("account", "pages/account.tsx"),
  route("forgot-password", "pages/forgot-password.tsx"),
  route("reset-password", "pages/reset-password.tsx"),
  route("confirmation", "pages/confirmation.tsx", { id: "confirmation" }),
  route("auth/confirm", "pages/confirmation.tsx", { id: "auth-confirm" }),
  route("offline", "pages/offline.tsx"),
  route("*", "pages/not-found.tsx"),
] satisfies RouteConfig;
