/**
 * Every sound the registered games play, from each game's own games/<id>/sounds.ts, and the
 * engine's own (engine/audio/stock-sounds.ts ENGINE_SOUNDS). One name is
 * one file under /sounds/, so two games may share a name only with the same recipe.
 */
import { games } from "../../../games/index.ts";
import { ENGINE_SOUNDS, type SoundRecipe } from "@station/engine/sounds";

export interface GameSounds {
  readonly game: string;
  readonly sounds: readonly SoundRecipe[];
}

/** Each registered game's recipes, in the registry's order. */
export async function soundsOfGames(): Promise<GameSounds[]> {
  return Promise.all(
    games.map(async ({ id }) => {
      const module = (await import(`../../../games/${id}/sounds.ts`)) as { sounds?: readonly SoundRecipe[] };
      if (!module.sounds) throw new Error(`games/${id}/sounds.ts must export \`sounds\` (defineSounds([...]))`);
      return { game: id, sounds: module.sounds };
    }),
  );
}

/** The recipes to synthesise: each name once; a name two games give different notes is an error. */
export function uniqueRecipes(all: readonly GameSounds[]): SoundRecipe[] {
  const byName = new Map<string, { recipe: SoundRecipe; game: string }>();
  for (const { game, sounds } of all) {
    for (const recipe of sounds) {
      const seen = byName.get(recipe.name);
      if (!seen) byName.set(recipe.name, { recipe, game });
      else if (JSON.stringify(seen.recipe) !== JSON.stringify(recipe))
        throw new Error(
          `The sound "${recipe.name}" has two recipes (games/${seen.game} and games/${game}): one name is one file, so rename one`,
        );
    }
  }
  return [...byName.values()].map(({ recipe }) => recipe);
}

/** The engine's own sounds (a sticker's arrival) first, then every game's. */
export async function gameSoundRecipes(): Promise<SoundRecipe[]> {
  return uniqueRecipes([{ game: "engine", sounds: ENGINE_SOUNDS }, ...(await soundsOfGames())]);
}
