import { Text, TextStyle } from "pixi.js";
import { GAME_FONT } from "../render/text";

/** A centred line of the game font, for cards and prompts drawn on the board. */
export function boardText(fill: number, resolution: number): Text {
  const style = new TextStyle({ fontFamily: GAME_FONT, fontSize: 16, fontWeight: "800", fill, align: "center" });
  return new Text({ text: "", style, resolution, anchor: 0.5 });
}

/**
 * Sets a line's words and size, then shrinks it to `maxWidth` if it runs wider: a long result
 * line or a long translation never spills off a small board. The string and size change only
 * when they differ, as each change rasterises the text again.
 */
export function setBoardText(text: Text, words: string, fontSize: number, maxWidth: number): void {
  if (text.style.fontSize !== fontSize) text.style.fontSize = fontSize;
  if (text.text !== words) text.text = words;
  text.scale.set(1);
  const width = text.width;
  if (width > maxWidth && width > 0) text.scale.set(maxWidth / width);
}
