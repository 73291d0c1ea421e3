/**
 * Synthesises every game sound into public/sounds/<name>.mp3 (`npm run sounds`). No downloads
 * and no randomness: the same recipes always give the same bytes.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { encodeMp3 } from "./sounds/encode";
import { SOUND_RECIPES } from "./sounds/recipes";
import { render, soundLength } from "./sounds/synth";

const outDir = path.resolve(import.meta.dirname, "../public/sounds");
await mkdir(outDir, { recursive: true });
let totalBytes = 0;
for (const recipe of SOUND_RECIPES) {
  const bytes = encodeMp3(render(recipe));
  await writeFile(path.join(outDir, `${recipe.name}.mp3`), bytes);
  totalBytes += bytes.length;
  console.log(
    `${recipe.name}.mp3`.padEnd(16),
    `${soundLength(recipe).toFixed(2)} s`.padStart(7),
    `${bytes.length} B`.padStart(8),
  );
}
console.log(`${SOUND_RECIPES.length} sounds, ${totalBytes} bytes in public/sounds/`);
