/**
 * Prints the colored page alone on one sheet, through the same print rules as the Activities
 * page's pictures (print-picture.css: <html data-printing="picture"> shows only `.print-picture`).
 * Its own copy of those few lines, so the studio and the Activities page share no chunk.
 */
export async function printBlob(blob: Blob, alt: string): Promise<void> {
  document.querySelector(".print-picture")?.remove();
  const url = URL.createObjectURL(blob);
  const holder = document.createElement("div");
  holder.className = "print-picture";
  const img = document.createElement("img");
  img.alt = alt;
  img.src = url;
  holder.append(img);
  document.body.append(holder);
  await img.decode().catch(() => undefined);
  document.documentElement.dataset.printing = "picture";
  const cleanUp = () => {
    delete document.documentElement.dataset.printing;
    holder.remove();
    URL.revokeObjectURL(url);
    window.removeEventListener("afterprint", cleanUp);
  };
  window.addEventListener("afterprint", cleanUp);
  window.print();
}
