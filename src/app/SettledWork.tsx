/**
 * What every page starts once it has settled (src/offline/when-settled.ts), in one chunk: the
 * service worker with its update notice, and the sticker book. None of it is needed to read or
 * use the page, so a phone's first load spends its connection on the page alone.
 */
import { OfflineSupport } from "../offline/OfflineSupport";
import StickerBookStart from "../stickers/StickerBookStart";

export default function SettledWork() {
  return (
    <>
      <OfflineSupport />
      <StickerBookStart />
    </>
  );
}
