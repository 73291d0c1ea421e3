import { lazyCatalogue } from "./lazy-catalogue";

export const selfHelp = lazyCatalogue(
  import.meta.glob<Record<string, unknown>>("./self-help.ts"),
  "selfHelpCategories",
  [
    ["informative-graphics", "Informative Graphics"],
    ["worksheets-and-charts", "Worksheets & Charts"],
  ],
);

if (import.meta.env.SSR) await selfHelp.load();
