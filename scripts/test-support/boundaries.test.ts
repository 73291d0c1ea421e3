import { readFileSync } from "node:fs";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/** The import boundaries (docs/architecture.md) are enforced by eslint.config.js; these cases keep them honest. */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId !== null && BOUNDARY_RULES.includes(m.ruleId))
    .map((m) => m.message);
}

const BOUNDARY_RULES = ["no-restricted-imports", "no-restricted-globals", "station/package-paths"];

const use = (spec: string) => `import { x } from "${spec}";\nexport const y = x;\n`;

describe("import boundaries", () => {
  // The first lint loads the parsers and the config (seconds on a busy machine): pay it once, outside the cases' time limit.
  beforeAll(() => boundaryErrors("engine/loop/clock.ts", use("./scheduler")), 60_000);

  it.each([
    ["engine/loop/clock.ts", "../../src/config/site"],
    ["engine/loop/clock.ts", "../../games/index"],
    ["engine/render/stage.ts", "../../server/site/app"],
    ["games/snake/view.ts", "../memory/rules"],
    ["games/snake/view.ts", "../index"],
    ["games/snake/view.ts", "../registry"],
    ["games/snake/entry.ts", "../memory/best"],
    ["src/pages/game.tsx", "../../games/registry"],
    ["games/snake/store.ts", "../../src/config/site"],
    ["games/snake/view.ts", "../../engine/render/application"],
    ["games/snake/view.ts", "../../engine"],
    ["games/snake/view.ts", "@station/engine/internal/application"],
    ["games/snake/Hud.tsx", "@station/engine/host"],
    ["games/snake/index.ts", "@station/engine/contract/define-game"],
    ["games/snake/entry.ts", "@station/engine/kit/random"],
    ["games/snake/view.ts", "@station/studio"],
    ["games/registry.ts", "@station/engine/internal/surface"],
    ["games/registry.ts", "../src/config/site"],
    ["games/snake/rules.ts", "pixi.js"],
    ["games/snake/rules.ts", "react"],
    ["src/pages/game.tsx", "../../games/snake/rules"],
    ["src/pages/game.tsx", "../../engine/loop/scheduler"],
    ["src/pages/game.tsx", "../../engine/host"],
    ["src/pages/game.tsx", "@station/engine/react/GameHost"],
    ["src/pages/game.tsx", "@station/engine/view"],
    ["src/pages/game.tsx", "@station/engine/internal/surface"],
    ["src/studio/StudioApp.tsx", "../../studio/index"],
    ["src/studio/StudioApp.tsx", "../../studio/session.ts"],
    ["src/pages/color.tsx", "../../studio/index"],
    ["src/studio/StudioApp.tsx", "@station/studio/internal/region-map"],
    ["src/studio/StudioApp.tsx", "@station/studio/session"],
    ["studio/view/studio-view.ts", "../../engine/canvas.ts"],
    ["studio/view/studio-view.ts", "@station/engine/host"],
    ["studio/session.ts", "../src/studio/saved"],
    ["engine/runtime/mount-game.ts", "@station/studio"],
    ["engine/runtime/mount-game.ts", "../../studio/index"],
    ["server/site/app.ts", "../../src/config/site"],
    ["server/site/app.ts", "../../engine/loop/clock"],
    ["server/site/app.ts", "../../engine"],
    ["server/site/app.ts", "@station/engine"],
    ["server/supabase/auth/rules.ts", "../../../src/accounts/client/display-name"],
    ["server/supabase/auth/links.ts", "../mail/mailer.ts"],
    ["server/supabase/auth/handlers/signup.ts", "../../rest/router.ts"],
    ["server/supabase/rest/router.ts", "../auth/sessions.ts"],
    ["server/supabase/mail/mailbox.ts", "../rest/errors.ts"],
    ["server/supabase/core/db.ts", "../auth/index.ts"],
    ["server/supabase/core/db.ts", "../index.ts"],
    ["common/validation.ts", "../src/config/site"],
    ["common/validation.ts", "../server/supabase/auth/rules"],
    ["common/validation.ts", "@station/engine"],
    ["scripts/measure/bench-engine/bench.ts", "../../../engine/render/surface"],
    ["scripts/measure/bench-engine/bench.ts", "@station/engine/render/surface"],
    ["tests/e2e/support/studio.ts", "../../../studio/region-map"],
    ["tests/e2e/support/studio.ts", "@station/studio/region-map"],
  ])("%s may not import %s", async (file, spec) => {
    expect(await boundaryErrors(file, use(spec))).not.toEqual([]);
  });

  it.each([
    ["engine/react/GameHost.tsx", "../loop/scheduler"],
    ["games/snake/view.ts", "./rules"],
    ["games/snake/index.ts", "@station/engine"],
    ["games/snake/Hud.tsx", "@station/engine/hud"],
    ["games/snake/view.ts", "@station/engine/view"],
    ["games/memory/view.ts", "@station/engine/palette"],
    ["games/snake/sounds.ts", "@station/engine/sounds"],
    ["games/snake/store.test.ts", "@station/engine/testing"],
    ["games/snake/entry.ts", "@station/engine"],
    ["games/registry.ts", "@station/engine"],
    ["src/pages/game.tsx", "../../games/index"],
    ["games/snake/entry.ts", "../registry"],
    ["src/components/GamesList/GameCard.tsx", "../../../games/card-art"],
    ["src/pages/game.tsx", "@station/engine/host"],
    ["src/bests/rows.ts", "@station/engine"],
    ["src/studio/StudioApp.tsx", "@station/studio"],
    ["src/studio/StudioApp.tsx", "./Toolbox"],
    ["src/pages/color.tsx", "../studio/StudioApp"],
    ["studio/view/studio-view.ts", "@station/engine/canvas"],
    ["studio/view/studio-view.ts", "../region-map.ts"],
    ["engine/runtime/mount-game.ts", "../render/surface"],
    ["scripts/measure/bench-engine/bench.ts", "@station/engine/internal/surface"],
    ["scripts/measure/bench-engine/bench.ts", "../../../games/snake/view"],
    ["tests/e2e/support/studio.ts", "@station/studio/internal/region-map"],
    ["server/supabase/auth/rules.ts", "../../../common/validation"],
    ["server/supabase/auth/links.ts", "../mail/index.ts"],
    ["server/supabase/auth/handlers/signup.ts", "../../core/http.ts"],
    ["server/supabase/auth/handlers/signup.ts", "../sessions.ts"],
    ["server/supabase/rest/router.ts", "../core/db.ts"],
    ["server/supabase/index.ts", "./rest/index.ts"],
    ["server/supabase/standalone.ts", "../limits.ts"],
    ["src/pages/signup.tsx", "../../common/validation"],
  ])("%s may import %s", async (file, spec) => {
    expect(await boundaryErrors(file, use(spec))).toEqual([]);
  });

  // Who may use which entry is declared in each package's package.json (station.entries), and the
  // rules are built from it: every entry is open to the areas it names and closed to the others.
  const SAMPLE = { games: "games/snake/view.ts", site: "src/pages/game.tsx", studio: "studio/view/studio-view.ts" };
  const declared = ["engine", "studio"].flatMap((folder) => {
    const pkg = JSON.parse(readFileSync(`${folder}/package.json`, "utf8")) as {
      name: string;
      station: { entries: Record<string, { for: string[] }> };
    };
    return Object.entries(pkg.station.entries).flatMap(([entry, { for: areas }]) =>
      Object.entries(SAMPLE)
        .filter(([area]) => area !== folder)
        .map(([area, file]) => [file, pkg.name + entry.slice(1), areas.includes(area)] as const),
    );
  });
  it.each(declared)("%s importing %s is allowed: %s, as the package declares", async (file, spec, allowed) => {
    const errors = await boundaryErrors(file, use(spec));
    if (allowed) expect(errors).toEqual([]);
    else expect(errors).not.toEqual([]);
  });

  it("keeps timers and the DOM out of rules.ts", async () => {
    const errors = await boundaryErrors("games/memory/rules.ts", "export const t = () => setTimeout(() => 0, 1000);\n");
    expect(errors.join()).toMatch(/game clock/);
  });
});
