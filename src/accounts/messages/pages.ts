/**
 * Each account form page's title and description (for tabs, search engines and links), in one
 * place. My Account states its own (src/pages/account.tsx): this file stays out of its chunk.
 */
export const ACCOUNT_PAGES = {
  login: { title: "Sign In", description: "Sign in to your Little Space Station account.", path: "/login" },
  signup: {
    title: "Sign Up",
    description: "Create a free Little Space Station account with a public nickname, email and password.",
    path: "/signup",
  },
  "forgot-password": {
    title: "Forgot Password",
    description: "Get a link to choose a new password for your Little Space Station account.",
    path: "/forgot-password",
  },
  "reset-password": {
    title: "Choose a New Password",
    description: "Choose a new password for your Little Space Station account.",
    path: "/reset-password",
    noindex: true,
  },
  confirmation: {
    title: "Check Your Email",
    description: "We sent you a confirmation link. Open it to finish creating your account.",
    path: "/confirmation",
    noindex: true,
  },
} as const;

export type AccountPageName = keyof typeof ACCOUNT_PAGES;
