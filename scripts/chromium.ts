/**
 * The one way this project starts a browser: Debian's Chromium (Playwright cannot download one on
 * this machine), headless, with the flags every test and script shares. Used by playwright.config.ts,
 * the build steps that render pictures and the measuring scripts.
 */
import { accessSync, constants } from "node:fs";
import { chromium, type Browser, type LaunchOptions } from "@playwright/test";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Debian's `chromium-headless-shell`: the same engine without the desktop browser around it, as
 * Playwright's own headless runs use. Measured here, a fresh context plus a page load costs 0.85 s
 * of CPU in it against 2.2 s in the full browser, and the browser tests are CPU-bound on 2 cores.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

export function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** CHROME_PATH points at another Chromium or Chrome binary; empty counts as unset. */
export const chromiumPath = process.env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;

/**
 * The browser tests' binary: CHROME_PATH if set, else the headless shell when installed, else the
 * full Chromium. Pictures and measurements keep the full browser (chromiumPath), so a build's art
 * and a benchmark's figures do not change with what is installed.
 */
export const testChromiumPath =
  process.env.CHROME_PATH || (isExecutable(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : DEFAULT_CHROMIUM_PATH);

export const chromiumArgs: readonly string[] = [
  // Containers and CI users have no user namespaces for Chromium's sandbox.
  "--no-sandbox",
  // No GPU here: WebGL (Pixi) runs on SwiftShader, which Chromium only allows when told to.
  "--disable-gpu",
  "--enable-unsafe-swiftshader",
  // Nothing of Chromium's own talks to the network or competes for the shared cores.
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launch options for Playwright; `extraArgs` are added after the shared flags. */
export function chromiumLaunchOptions(extraArgs: readonly string[] = [], executablePath = chromiumPath): LaunchOptions {
  return { executablePath, args: [...chromiumArgs, ...extraArgs] };
}

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
