/**
 * Prints one picture and nothing else: the page is hidden by the print rules in
 * `print-picture.css` while <html data-printing="picture"> is set, and the picture is shown
 * alone, scaled to the sheet.
 */
export async function printPicture(src: string, alt: string): Promise<void> {
  document.querySelector(".print-picture")?.remove();
  const holder = document.createElement("div");
  holder.className = "print-picture";
  const img = document.createElement("img");
  img.alt = alt;
  img.src = src;
  holder.append(img);
  document.body.append(holder);
  await img.decode().catch(() => undefined);
  document.documentElement.dataset.printing = "picture";
  const cleanUp = () => {
    delete document.documentElement.dataset.printing;
    holder.remove();
    window.removeEventListener("afterprint", cleanUp);
  };
  window.addEventListener("afterprint", cleanUp);
  window.print();
}
