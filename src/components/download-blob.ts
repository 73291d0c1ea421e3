/** Hands a blob made in the page to the browser as a download under a name, with no round trip to a server. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a moment later nothing needs it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
