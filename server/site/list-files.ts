import { readdir } from "node:fs/promises";
import path from "node:path";

/** Every file below `root`, relative to it. Symlinks and dotfiles are skipped, so nothing outside the build is published. */
export async function listFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  async function walk(relativeDir: string) {
    for (const entry of await readdir(path.join(root, relativeDir), { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const relative = path.join(relativeDir, entry.name);
      if (entry.isDirectory()) await walk(relative);
      else if (entry.isFile()) found.push(relative);
    }
  }
  await walk("");
  return found;
}
