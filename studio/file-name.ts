/** The download's file name: "Bubble Bath Duck" becomes "Bubble_Bath_Duck_colored.png". */
export function coloredFileName(title: string): string {
  const words = title
    .normalize("NFC")
    .replace(/['’]/g, "")
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  return `${words.length ? words.join("_") : "Coloring_page"}_colored.png`;
}
