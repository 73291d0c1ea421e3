/**
 * The one way this project starts a browser: Debian's Chromium (Playwright cannot download one on
 * this machine), headless, with the flags every test and script shares. Used by playwright.config.ts,
 * the build steps that render pictures and the measuring scripts.
 */
import { chromium, type Browser, type LaunchOptions } from "@playwright/test";

export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** CHROME_PATH points at another Chromium or Chrome binary; empty counts as unset. */
export const chromiumPath = process.env.CHROME_PATH || DEFAULT_CHROMIUM_PATH;

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
export function chromiumLaunchOptions(extraArgs: readonly string[] = []): LaunchOptions {
  return { executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] };
}

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(extraArgs));
}
