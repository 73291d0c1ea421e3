/**
 * Synthesises every registered game's sounds (games/<id>/sounds.ts) into public/sounds/<name>.webm
 * (Opus) and <name>.mp3, the two formats the engine offers howler, best first (`npm run sounds`).
 * No downloads and no randomness: the same recipes always give the same bytes.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { OPUS_SAMPLE_RATE, encodeMp3, encodeOpusWebm } from "./encode";
import { gameSoundRecipes } from "./game-sounds";
import { render, soundLength } from "./synth";

const SOUND_RECIPES = await gameSoundRecipes();

const outDir = path.resolve(import.meta.dirname, "../../../public/sounds");
await mkdir(outDir, { recursive: true });
const totals = { webm: 0, mp3: 0 };
console.log("sound".padEnd(12), "length".padStart(8), "webm".padStart(8), "mp3".padStart(8));
for (const recipe of SOUND_RECIPES) {
  const webm = encodeOpusWebm(render(recipe, OPUS_SAMPLE_RATE));
  const mp3 = encodeMp3(render(recipe));
  await writeFile(path.join(outDir, `${recipe.name}.webm`), webm);
  await writeFile(path.join(outDir, `${recipe.name}.mp3`), mp3);
  totals.webm += webm.length;
  totals.mp3 += mp3.length;
  console.log(
    recipe.name.padEnd(12),
    `${soundLength(recipe).toFixed(2)} s`.padStart(8),
    `${webm.length} B`.padStart(8),
    `${mp3.length} B`.padStart(8),
  );
}
console.log(
  `${SOUND_RECIPES.length} sounds in public/sounds/: ${totals.webm} bytes of WebM, ${totals.mp3} bytes of MP3`,
);

// A removed game's sounds go with it (unless another game still plays them).
const kept = new Set(SOUND_RECIPES.flatMap((recipe) => [`${recipe.name}.webm`, `${recipe.name}.mp3`]));
for (const file of await readdir(outDir)) {
  if (kept.has(file)) continue;
  await rm(path.join(outDir, file));
  console.log(`removed ${file}: no registered game plays it`);
}
