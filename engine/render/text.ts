/**
 * The site's font, for text drawn on the canvas. A canvas measures and rasterises text with
 * whatever font is loaded at that moment, so the engine waits for this one (`gameFontReady`)
 * before a game's view makes its first Text: no game draws in the fallback and has to redraw.
 */
export const GAME_FONT = '"Nunito", "Nunito Fallback", sans-serif';

/** Resolves once the font is loaded, or at once where it cannot be (no Font Loading API, offline). */
export async function gameFontReady(): Promise<void> {
  if (typeof document === "undefined" || !document.fonts) return;
  // One variable file holds every weight: loading the boldest brings them all.
  await document.fonts.load('800 16px "Nunito"').catch(() => undefined);
}
