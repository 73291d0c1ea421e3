/**
 * `npm run monkey`: the long monkey play (tests/e2e/monkey.spec.ts), 60 s of seeded random input
 * for each game against the production build, then one summary line per game.
 *
 *   npm run monkey                                   every registered game, a fresh seed
 *   npm run monkey -- --game snake --seed 1234       replays one run that failed
 *   options: --seconds N (default 60), --no-build (reuse dist/), --workers N (default 1)
 *
 * One browser at a time by default: on two shared cores a second one halves the events each sends.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { parseArgs } from "node:util";
import { checkers } from "../../tests/e2e/support/monkey";

const { values } = parseArgs({
  options: {
    game: { type: "string" },
    seed: { type: "string" },
    seconds: { type: "string", default: "60" },
    workers: { type: "string", default: "1" },
    "no-build": { type: "boolean", default: false },
  },
});

if (values.game && !(values.game in checkers)) {
  console.error(`monkey: no game "${values.game}"; the games are ${Object.keys(checkers).join(", ")}.`);
  process.exit(2);
}
const seed = values.seed ?? String(randomInt(1, 2 ** 31));
if (!/^\d{1,10}$/.test(seed) || Number(seed) === 0) {
  console.error(`monkey: --seed takes a whole number from 1, not "${seed}".`);
  process.exit(2);
}

if (!values["no-build"]) {
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const args = ["playwright", "test", "tests/e2e/monkey.spec.ts", `--workers=${values.workers}`];
const env = {
  ...process.env,
  MONKEY_SECONDS: values.seconds,
  MONKEY_SEED: seed,
  ...(values.game ? { MONKEY_GAME: values.game } : { MONKEY_ALL: "1" }),
};
console.log(`monkey: seed ${seed}, ${values.seconds} s a game${values.game ? `, ${values.game} only` : ""}`);

const summary: string[] = [];
const child = spawn("npx", args, { env, stdio: ["ignore", "pipe", "inherit"] });
let pending = "";
child.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  pending += chunk.toString();
  const lines = pending.split("\n");
  pending = lines.pop() ?? "";
  for (const line of lines) if (/^monkey \S+: seed/.test(line.trim())) summary.push(line.trim());
});
child.on("close", (code) => {
  console.log(`\nMonkey play summary (replay one: npm run monkey -- --game <id> --seed ${seed})`);
  for (const line of summary.sort()) console.log(`  ${line}`);
  process.exit(code ?? 1);
});
