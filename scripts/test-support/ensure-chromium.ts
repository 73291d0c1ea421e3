/**
 * Run by `npm run test:e2e` before Playwright. The browser tests drive Debian's Chromium
 * (`npx playwright install` cannot download a browser on this machine), so make sure it is there:
 * CHROME_PATH if set; else the headless shell (chromium-headless-shell), or the full Chromium
 * (chromium) when the shell cannot be had. As root, missing packages are installed with apt;
 * otherwise this says how.
 */
import { spawnSync } from "node:child_process";
import { DEFAULT_CHROMIUM_PATH, HEADLESS_SHELL_PATH, isExecutable } from "../chromium.ts";

function run(command: string, args: string[]): boolean {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${command} ${args.join(" ")}\` exited with ${result.status ?? result.signal}.`);
  }
  return result.status === 0;
}

if (process.env.CHROME_PATH) {
  if (isExecutable(process.env.CHROME_PATH)) process.exit(0);
  console.error(
    `ensure-chromium: CHROME_PATH is set to ${process.env.CHROME_PATH}, but no executable Chromium is there.\n` +
      `Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use ${HEADLESS_SHELL_PATH}.`,
  );
  process.exit(1);
}

if (isExecutable(HEADLESS_SHELL_PATH)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log(`ensure-chromium: ${HEADLESS_SHELL_PATH} is missing; installing Debian's chromium-headless-shell.`);
  // The full browser too when it is missing: the build's pictures and the measuring scripts use it.
  const packages = isExecutable(DEFAULT_CHROMIUM_PATH)
    ? ["chromium-headless-shell"]
    : ["chromium-headless-shell", "chromium"];
  if (run("apt-get", ["update"]) && run("apt-get", ["install", "-y", ...packages])) {
    if (isExecutable(HEADLESS_SHELL_PATH)) process.exit(0);
  }
}

if (isExecutable(DEFAULT_CHROMIUM_PATH)) {
  console.warn(
    `ensure-chromium: ${HEADLESS_SHELL_PATH} is missing, so the browser tests use ${DEFAULT_CHROMIUM_PATH},\n` +
      `which costs about 2.5 times the CPU a page. Install the shell with: sudo apt-get install chromium-headless-shell`,
  );
  process.exit(0);
}

console.error(
  `ensure-chromium: the browser tests need Chromium, and it is not installed.\n` +
    `Install it with:\n\n    sudo apt-get install chromium-headless-shell chromium\n\n` +
    `or set CHROME_PATH to an existing Chromium or Chrome binary, e.g.\n\n` +
    `    CHROME_PATH=/path/to/chrome npm run test:e2e\n`,
);
process.exit(1);
