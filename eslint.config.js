import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The architecture's boundaries (docs/architecture.md), as lint rules. Between folders, imports are
 * relative paths, so a rule matches the import string: a folder name appearing in it is a crossing.
 * The engine and the studio are workspace packages, imported by name: which of their entry points
 * each part of the repository may use is read from their package.json (below), not written here.
 */
const restrict = (...patterns) => ["error", { patterns }];

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const manifest = (folder) => JSON.parse(readFileSync(path.join(ROOT, folder, "package.json"), "utf8"));
/** Top-level folder -> its package.json, whose `exports` and `station.entries` declare its entry points. */
const PACKAGES = { engine: manifest("engine"), studio: manifest("studio") };

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** "./hud" of @station/engine is imported as "@station/engine/hud"; "." as "@station/engine". */
const specifierOf = (pkg, entry) => pkg.name + entry.slice(1);
/** The entries `area` may use: those whose station.entries[entry].for names it. */
const entriesFor = (pkg, area) =>
  Object.entries(pkg.station.entries)
    .filter(([, entry]) => entry.for.includes(area))
    .map(([key]) => key);
/**
 * A pattern for no-restricted-imports that lets `who` import `pkg` through `entries` alone; any other
 * path into the package, declared or not, is a crossing.
 */
const onlyEntries = (pkg, entries, who) => ({
  regex:
    entries.length === 0
      ? `^${escapeRegex(pkg.name)}(/|$)`
      : `^${escapeRegex(pkg.name)}(?!(${entries.map((e) => escapeRegex(e.slice(1))).join("|")})$)(/|$)`,
  message:
    entries.length === 0
      ? `${who} never imports ${pkg.name}.`
      : `${who} imports ${pkg.name} through ${entries.map((e) => specifierOf(pkg, e)).join(", ")} only (its package.json's station.entries say who may use which entry).`,
});
/** Scripts and tests may use every declared entry, the internal ones included, and nothing else. */
const anyEntry = (pkg) => onlyEntries(pkg, Object.keys(pkg.exports), "Code outside the package");
const noPackages = (who) => Object.values(PACKAGES).map((pkg) => onlyEntries(pkg, [], who));

/**
 * A relative path that lands in a package's folder from outside it is a crossing, whatever the depth:
 * the path is resolved against the importing file, so src/studio/ (the studio's site part) and
 * studio/ (its core) are told apart.
 */
const packagePaths = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      byName:
        "{{folder}}/ is the package {{name}}: import it by that name, through an entry point its package.json's exports declare, never by a path into the folder.",
    },
  },
  create(context) {
    const topFolder = (file) => path.relative(ROOT, file).split(path.sep)[0];
    const own = topFolder(context.filename);
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string" || !source.value.startsWith(".")) return;
      const folder = topFolder(path.resolve(path.dirname(context.filename), source.value));
      if (folder === own || !Object.hasOwn(PACKAGES, folder)) return;
      context.report({ node: source, messageId: "byName", data: { folder, name: PACKAGES[folder].name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const engineBoundary = [
  {
    regex: "(^|/)(src|games|server)(/|$)",
    message: "engine/ knows no game, page or server: it may import only engine/ and libraries.",
  },
  onlyEntries(PACKAGES.studio, [], "engine/"),
];
const gamesUseStudio = onlyEntries(PACKAGES.studio, entriesFor(PACKAGES.studio, "games"), "A game");
const gamesUseEngine = onlyEntries(PACKAGES.engine, entriesFor(PACKAGES.engine, "games"), "A game");
const gameBoundary = [
  {
    // From games/<id>/x.ts, "../" leaves the game's own folder.
    regex: "^\\.\\./",
    message: "A game imports @station/engine and its own folder only: never another game or the registry.",
  },
  gamesUseEngine,
  gamesUseStudio,
  { regex: "(^|/)(src|server)(/|$)", message: "A game never imports the site or the server." },
];
/** A game's entry.ts also puts itself in the list (games/registry.ts); nothing else of the registry. */
const entryBoundary = [
  {
    regex: "^\\.\\./(?!registry$)",
    message: "A game's entry.ts imports @station/engine, its own folder and ../registry only.",
  },
  ...gameBoundary.slice(1),
];
/** games/index.ts, registry.ts, card-art.ts: the list of games, as the site reads it. */
const registryBoundary = [
  gamesUseEngine,
  gamesUseStudio,
  { regex: "(^|/)(src|server)(/|$)", message: "The games' registry never imports the site or the server." },
];
const rulesPurity = {
  group: ["pixi.js", "pixi.js/*", "@pixi/*", "react", "react-dom", "react-dom/*", "howler", "zustand", "zustand/*"],
  message: "rules.ts is pure state and step functions: no DOM, Pixi, React, audio or store.",
};
const siteBoundary = [
  {
    regex: "(^|/)games/(?!(index|card-art|stickers)(\\.ts)?$)|(^|/)server(/|$)",
    message: "src/ reaches games only through games/index.ts (and card-art.ts, stickers.ts), and never the server.",
  },
  onlyEntries(PACKAGES.engine, entriesFor(PACKAGES.engine, "site"), "src/"),
  onlyEntries(PACKAGES.studio, entriesFor(PACKAGES.studio, "site"), "src/"),
];
/** The coloring studio's core: its own folder and the engine's entries, never the site, a game or the server. */
const studioBoundary = [
  {
    regex: "(^|/)(src|games|server|scripts)(/|$)",
    message: "studio/ imports its own folder and @station/engine only.",
  },
  onlyEntries(PACKAGES.engine, entriesFor(PACKAGES.engine, "studio"), "studio/"),
];
const toolsBoundary = Object.values(PACKAGES).map(anyEntry);
const serverBoundary = [
  {
    regex: "(^|/)(src|games|engine)(/|$)",
    message:
      "server/ imports nothing from the site, the games or the engine; rules it shares with the site live in common/.",
  },
  ...noPackages("server/"),
];
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
const commonBoundary = [
  {
    regex: "(^|/)(src|server|games|engine)(/|$)",
    message: "common/ holds rules the site and the server share: it imports neither of them.",
  },
  ...noPackages("common/"),
];

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
  {
    files: ["**/*.{js,ts,tsx}"],
    plugins: { station: { rules: { "package-paths": packagePaths } } },
    rules: { "station/package-paths": "error" },
  },
  { files: ["engine/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(...engineBoundary) } },
  { files: ["games/*.ts"], rules: { "no-restricted-imports": restrict(...registryBoundary) } },
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
  { files: ["src/**/*.{ts,tsx}"], rules: { "no-restricted-imports": restrict(...siteBoundary) } },
  { files: ["studio/**/*.ts"], rules: { "no-restricted-imports": restrict(...studioBoundary) } },
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": restrict(...serverBoundary) } },
  ...SUPABASE_DEPTHS.map((depth) => ({
    files: supabaseFiles(depth),
    ignores: ["server/supabase/core/**"],
    rules: { "no-restricted-imports": restrict(...serverBoundary, serviceBoundary(depth)) },
  })),
  ...SUPABASE_DEPTHS.map((depth) => ({
    files: supabaseFiles(depth).map((glob) => glob.replace("/*/", "/core/")),
    rules: { "no-restricted-imports": restrict(...serverBoundary, coreBoundary(depth)) },
  })),
  { files: ["common/**/*.ts"], rules: { "no-restricted-imports": restrict(...commonBoundary) } },
  { files: ["scripts/**/*.ts", "tests/**/*.ts"], rules: { "no-restricted-imports": restrict(...toolsBoundary) } },
);
