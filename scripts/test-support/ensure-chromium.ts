/**
 * Run by `npm run test:e2e` before Playwright. The browser tests drive Debian's Chromium
 * (`npx playwright install` cannot download a browser on this machine), so make sure it is there:
 * at CHROME_PATH if set, else /usr/bin/chromium. As root, install it with apt; otherwise say how.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { DEFAULT_CHROMIUM_PATH, chromiumPath } from "../chromium.ts";

const wanted = chromiumPath;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function run(command: string, args: string[]): void {
  console.log(`$ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${command} ${args.join(" ")}\` exited with ${result.status ?? result.signal}.`);
    process.exit(1);
  }
}

if (isExecutable(wanted)) {
  process.exit(0);
}

if (process.env.CHROME_PATH) {
  console.error(
    `ensure-chromium: CHROME_PATH is set to ${wanted}, but no executable Chromium is there.\n` +
      `Point CHROME_PATH at a Chromium or Chrome binary, or unset it to use ${DEFAULT_CHROMIUM_PATH}.`,
  );
  process.exit(1);
}

if (process.getuid?.() === 0) {
  console.log(`ensure-chromium: ${DEFAULT_CHROMIUM_PATH} is missing; installing Debian's chromium package.`);
  run("apt-get", ["update"]);
  run("apt-get", ["install", "-y", "chromium"]);
  if (!isExecutable(DEFAULT_CHROMIUM_PATH)) {
    console.error(`ensure-chromium: apt-get finished but ${DEFAULT_CHROMIUM_PATH} is still missing.`);
    process.exit(1);
  }
  process.exit(0);
}

console.error(
  `ensure-chromium: the browser tests need Chromium at ${DEFAULT_CHROMIUM_PATH}, and it is not installed.\n` +
    `Install it with:\n\n    sudo apt-get install chromium\n\n` +
    `or set CHROME_PATH to an existing Chromium or Chrome binary, e.g.\n\n` +
    `    CHROME_PATH=/path/to/chrome npm run test:e2e\n`,
);
process.exit(1);
