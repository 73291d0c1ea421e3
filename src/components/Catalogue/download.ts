import { keepDownload } from "../../offline/keep-for-offline";
import { toast } from "../../toast/toast-store";

/** spec.md: the title with spaces replaced by underscores, plus .png. */
export function downloadFileName(title: string): string {
  return `${title.replace(/ /g, "_")}.png`;
}

/** A client-side link click on the full picture, and the toast that says so. */
export function downloadPicture(src: string, title: string): void {
  const link = document.createElement("a");
  link.href = src;
  link.download = downloadFileName(title);
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  keepDownload(src);
  toast({ title: "Download Started!", description: `${title} is being downloaded.` });
}
