import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The architecture's boundaries (docs/architecture.md), as lint rules. Imports are relative paths, so each rule matches
 * the import string: a folder name appearing in it is a crossing.
 */
const restrict = (...patterns) => ["error", { patterns }];

const engineBoundary = {
  regex: "(^|/)(src|games|server)(/|$)",
  message: "engine/ knows no game, page or server: it may import only engine/ and libraries.",
};
/**
 * The engine's front doors, as a game reaches them from games/<id>/x.ts: the contract and kit
 * (../../engine), the HUD kit (engine/hud), PixiJS views (engine/view), the effects palette
 * (engine/palette), sound recipes
 * (engine/sounds), the test host (engine/testing). engine/README.md says why there are several.
 */
const engineDoors = {
  regex: "^\\.\\./\\.\\./engine/(?!(index|hud|view|palette|sounds|testing)$)",
  message:
    "A game reaches the engine through its front doors only: ../../engine, ../../engine/hud, ../../engine/view, ../../engine/palette, ../../engine/sounds and, in tests, ../../engine/testing.",
};
const gameBoundary = [
  {
    // From games/<id>/x.ts, "../" leaves the game's own folder; only "../../engine" may follow.
    regex: "^\\.\\./(?!\\.\\./engine(/|$))",
    message: "A game imports engine/ and its own folder only: never another game or the registry.",
  },
  engineDoors,
  { regex: "(^|/)(src|server)(/|$)", message: "A game never imports the site or the server." },
];
/** A game's entry.ts also puts itself in the list (games/registry.ts); nothing else of the registry. */
const entryBoundary = [
  {
    regex: "^\\.\\./(?!\\.\\./engine(/|$)|registry$)",
    message: "A game's entry.ts imports engine/, its own folder and ../registry only.",
  },
  engineDoors,
  { regex: "(^|/)(src|server)(/|$)", message: "A game never imports the site or the server." },
];
const rulesPurity = {
  group: ["pixi.js", "pixi.js/*", "@pixi/*", "react", "react-dom", "react-dom/*", "howler", "zustand", "zustand/*"],
  message: "rules.ts is pure state and step functions: no DOM, Pixi, React, audio or store.",
};
const siteBoundary = {
  regex:
    "(^|/)games/(?!(index|card-art)(\\.ts)?$)|(^|/)engine/(?!(index|host)(\\.ts)?$)|(^|/)\\.\\./\\.\\./studio/(?!index(\\.ts)?$)|(^|/)server(/|$)",
  message:
    "src/ reaches games only through games/index.ts (and card-art.ts), the engine only through its front doors, engine/index.ts (the contract) and engine/host.ts (GameHost), and the coloring studio only through studio/index.ts (loaded lazily).",
};
/** The coloring studio: its own folder and the engine's front doors, never the site, a game or the server. */
const studioBoundary = [
  {
    regex: "(^|/)(src|games|server|scripts)(/|$)",
    message: "studio/ imports its own folder and the engine's doors only.",
  },
  {
    regex: "(^|/)engine/(?!(index|canvas|sounds|testing)(\\.ts)?$)",
    message:
      "studio/ reaches the engine through its front doors: engine/index.ts, engine/canvas.ts, engine/sounds.ts, engine/testing.",
  },
];
const serverBoundary = {
  regex: "(^|/)(src|games|engine)(/|$)",
  message:
    "server/ imports nothing from the site, the games or the engine; rules it shares with the site live in common/.",
};
/**
 * server/supabase/: each service folder reaches another service only through its index.ts, and
 * everything they share lives in core/, which imports no service. Imports are relative, so the
 * rules are written per folder depth: climbing exactly out of a service's folder lands among the
 * services.
 */
const SUPABASE_DEPTHS = [1, 2, 3, 4];
const supabaseFiles = (depth) => [`server/supabase/*/${"*/".repeat(depth - 1)}*.ts`];
const up = (depth) => `^(\\.\\./){${depth}}`;
const serviceBoundary = (depth) => ({
  regex: `${up(depth)}(?!core/)[^./][^/]*/(?!index(\\.ts)?$)`,
  message: "A service in server/supabase/ imports core/ and other services' index.ts only, never their internals.",
});
const coreBoundary = (depth) => ({
  regex: `${up(depth)}((?!core/)[^./][^/]*/|index(\\.ts)?$)`,
  message: "server/supabase/core/ is what every service shares: it imports no service.",
});
const commonBoundary = {
  regex: "(^|/)(src|server|games|engine)(/|$)",
  message: "common/ holds rules the site and the server share: it imports neither of them.",
};

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "dist-hosted/",
      "node_modules/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      ".data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "engine/**/*.{ts,tsx}", "games/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["engine/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(engineBoundary) } },
  { files: ["games/*/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(...gameBoundary) } },
  { files: ["games/*/entry.ts"], rules: { "no-restricted-imports": restrict(...entryBoundary) } },
  {
    files: ["games/*/rules.ts"],
    rules: {
      "no-restricted-imports": restrict(...gameBoundary, rulesPurity),
      "no-restricted-globals": [
        "error",
        ...[
          "window",
          "document",
          "setTimeout",
          "setInterval",
          "requestAnimationFrame",
          "performance",
          "localStorage",
        ].map((name) => ({
          name,
          message: "rules.ts has no DOM and no timers: delays go through the engine's game clock.",
        })),
      ],
    },
  },
  { files: ["src/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(siteBoundary) } },
  { files: ["studio/**/*.ts"], rules: { "no-restricted-imports": restrict(...studioBoundary) } },
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": restrict(serverBoundary) } },
  ...SUPABASE_DEPTHS.map((depth) => ({
    files: supabaseFiles(depth),
    ignores: ["server/supabase/core/**"],
    rules: { "no-restricted-imports": restrict(serverBoundary, serviceBoundary(depth)) },
  })),
  ...SUPABASE_DEPTHS.map((depth) => ({
    files: supabaseFiles(depth).map((glob) => glob.replace("/*/", "/core/")),
    rules: { "no-restricted-imports": restrict(serverBoundary, coreBoundary(depth)) },
  })),
  { files: ["common/**/*.ts"], rules: { "no-restricted-imports": restrict(commonBoundary) } },
);
