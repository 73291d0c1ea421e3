import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { findGame } from "../../../games/index";
import { OPUS_SAMPLE_RATE, encodeMp3, encodeOpusWebm, frameLength } from "./encode";
import { soundsOfGames, uniqueRecipes } from "./game-sounds";
import { PEAK_LIMIT, SAMPLE_RATE, pitch, render } from "./synth";

const GAMES = await soundsOfGames();
const SOUND_RECIPES = uniqueRecipes(GAMES);

/** What spec.md's six games play; a game added to the registry brings its own on top. */
const NAMES = [
  "eat",
  "die",
  "turn",
  "start",
  "countdown",
  "go",
  "hit",
  "life-up",
  "level-up",
  "click",
  "win",
  "flip",
  "match",
  "wrong",
  "tone-1",
  "tone-2",
  "tone-3",
  "tone-4",
  "tone-5",
  "tone-6",
];

describe("game sounds", () => {
  it("has a recipe for every sound the games play", () => {
    const names = SOUND_RECIPES.map((recipe) => recipe.name);
    expect(names).toEqual(expect.arrayContaining(NAMES));
    expect(names.sort()).toEqual([...new Set(GAMES.flatMap((game) => game.sounds.map((s) => s.name)))].sort());
  });

  it("gives each game's sounds to its definition, from the game's own recipes", async () => {
    // PixiJS reads the user agent when its modules load; nothing here draws.
    vi.stubGlobal("navigator", { userAgent: "node" });
    for (const { game, sounds } of GAMES) {
      const entry = findGame(game)!;
      const { sounds: played } = (await entry.load()).default;
      expect(played, game).toEqual(sounds.map((recipe) => recipe.name));
    }
  }, 60_000);

  it("refuses one name with two different recipes, naming both games", () => {
    const a = { name: "pop", notes: [{ at: 0, duration: 0.1, frequency: 440, volume: 0.2 }] };
    const b = { name: "pop", notes: [{ at: 0, duration: 0.1, frequency: 660, volume: 0.2 }] };
    expect(
      uniqueRecipes([
        { game: "x", sounds: [a] },
        { game: "y", sounds: [{ ...a }] },
      ]),
    ).toHaveLength(1);
    expect(() =>
      uniqueRecipes([
        { game: "x", sounds: [a] },
        { game: "y", sounds: [b] },
      ]),
    ).toThrow(/"pop" has two recipes \(games\/x and games\/y\)/);
  });

  it("keeps every sound short and soft, never clipping", () => {
    for (const recipe of SOUND_RECIPES) {
      const samples = render(recipe);
      expect(samples.length / SAMPLE_RATE, recipe.name).toBeLessThanOrEqual(1.2);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample));
      expect(peak, recipe.name).toBeLessThan(PEAK_LIMIT * 32767);
      expect(peak, recipe.name).toBeGreaterThan(0.05 * 32767);
    }
  });

  it("starts and ends each sound at silence, so it never clicks", () => {
    for (const recipe of SOUND_RECIPES) {
      const samples = render(recipe);
      expect(Math.abs(samples[0] ?? 0), recipe.name).toBeLessThan(200);
      expect(Math.abs(samples[samples.length - 1] ?? 0), recipe.name).toBeLessThan(200);
    }
  });

  it("names notes by equal temperament", () => {
    expect(pitch("A4")).toBe(440);
    expect(pitch("A5")).toBe(880);
    expect(pitch("C4")).toBeCloseTo(261.63, 2);
  });

  it("matches the committed files byte for byte (run `npm run sounds` after changing a recipe)", async () => {
    const committed = (name: string) => readFile(path.resolve(import.meta.dirname, `../../../public/sounds/${name}`));
    for (const recipe of SOUND_RECIPES) {
      const mp3 = encodeMp3(render(recipe));
      expect(Buffer.from(mp3).equals(await committed(`${recipe.name}.mp3`)), `${recipe.name}.mp3`).toBe(true);
      const webm = encodeOpusWebm(render(recipe, OPUS_SAMPLE_RATE));
      expect(Buffer.from(webm).equals(await committed(`${recipe.name}.webm`)), `${recipe.name}.webm`).toBe(true);
    }
  }, 60_000);
});

describe("encoding", () => {
  it("writes WebM with an Opus track", () => {
    const bytes = encodeOpusWebm(render(SOUND_RECIPES[0]!, OPUS_SAMPLE_RATE));
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    const ascii = Buffer.from(bytes).toString("latin1");
    expect(ascii).toContain("webm");
    expect(ascii).toContain("A_OPUS");
    expect(ascii).toContain("OpusHead");
  });

  it("writes whole MPEG-1 Layer III frames from the first byte to the last", () => {
    const bytes = encodeMp3(render(SOUND_RECIPES[0]!));
    let offset = 0;
    let frames = 0;
    while (offset < bytes.length) {
      offset += frameLength(bytes, offset);
      frames++;
    }
    expect(offset).toBe(bytes.length);
    expect(frames).toBeGreaterThan(2);
  });
});
