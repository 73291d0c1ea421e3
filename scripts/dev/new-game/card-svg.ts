/** The new game's card picture: its title over a grid of tiles, 400x250 and self-contained. */
export function cardSvg(title: string): string {
  const tiles: string[] = [];
  const lit = [0, 2, 5, 6, 9, 11, 12, 15, 17, 18];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 7; column++) {
      const index = row * 7 + column;
      const on = lit.includes(index);
      tiles.push(
        `<rect x="${38 + column * 48}" y="${92 + row * 48}" width="40" height="40" rx="9" fill="${on ? "#ffe28a" : "#2a2263"}" stroke="${on ? "#ffb84d" : "#4a3f96"}" stroke-width="3"/>`,
      );
    }
  }
  const text = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250">`,
    `<rect width="400" height="250" fill="#1b1545"/>`,
    `<text x="200" y="60" text-anchor="middle" font-family="Nunito, Arial, sans-serif" font-size="30" font-weight="800" fill="#fff4d6">${text}</text>`,
    ...tiles,
    `</svg>`,
    ``,
  ].join("\n");
}
