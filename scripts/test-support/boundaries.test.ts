import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

/** The import boundaries (docs/architecture.md) are enforced by eslint.config.js; these cases keep them honest. */
const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-globals")
    .map((m) => m.message);
}

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
    ["games/snake/Hud.tsx", "../../engine/host"],
    ["games/snake/index.ts", "../../engine/contract/define-game"],
    ["games/snake/entry.ts", "../../engine/kit/random"],
    ["games/snake/rules.ts", "pixi.js"],
    ["games/snake/rules.ts", "react"],
    ["src/pages/game.tsx", "../../games/snake/rules"],
    ["src/pages/game.tsx", "../../engine/loop/scheduler"],
    ["src/pages/game.tsx", "../../engine/react/GameHost"],
    ["src/pages/game.tsx", "../../engine/view"],
    ["server/site/app.ts", "../../src/config/site"],
    ["server/site/app.ts", "../../engine/loop/clock"],
    ["server/site/app.ts", "../../engine"],
    ["server/supabase/auth/rules.ts", "../../../src/auth/display-name"],
    ["server/supabase/auth/links.ts", "../mail/mailer.ts"],
    ["server/supabase/auth/handlers/signup.ts", "../../rest/router.ts"],
    ["server/supabase/rest/router.ts", "../auth/sessions.ts"],
    ["server/supabase/mail/mailbox.ts", "../rest/errors.ts"],
    ["server/supabase/core/db.ts", "../auth/index.ts"],
    ["server/supabase/core/db.ts", "../index.ts"],
    ["common/validation.ts", "../src/config/site"],
    ["common/validation.ts", "../server/supabase/auth/rules"],
  ])("%s may not import %s", async (file, spec) => {
    expect(await boundaryErrors(file, use(spec))).not.toEqual([]);
  });

  it.each([
    ["engine/react/GameHost.tsx", "../loop/scheduler"],
    ["games/snake/view.ts", "./rules"],
    ["games/snake/index.ts", "../../engine"],
    ["games/snake/Hud.tsx", "../../engine/hud"],
    ["games/snake/view.ts", "../../engine/view"],
    ["games/memory/view.ts", "../../engine/palette"],
    ["games/snake/sounds.ts", "../../engine/sounds"],
    ["games/snake/store.test.ts", "../../engine/testing"],
    ["games/snake/entry.ts", "../../engine/index"],
    ["src/pages/game.tsx", "../../games/index"],
    ["games/snake/entry.ts", "../registry"],
    ["src/components/GamesList/GameCard.tsx", "../../../games/card-art"],
    ["src/pages/game.tsx", "../../engine/host"],
    ["src/bests/rows.ts", "../../engine"],
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

  it("keeps timers and the DOM out of rules.ts", async () => {
    const errors = await boundaryErrors("games/memory/rules.ts", "export const t = () => setTimeout(() => 0, 1000);\n");
    expect(errors.join()).toMatch(/game clock/);
  });
});
