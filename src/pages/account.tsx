import { lazy, Suspense, useState } from "react";
import { useAuth } from "../accounts/client/auth-context";
import type { OtherFeatures } from "../accounts/panels/actions";
import type { ExportedData } from "../accounts/panels/export-data";
import { MyAccount } from "../accounts/panels/MyAccount";
import { Seo } from "../components/Seo";
import { removeAllMyPictures } from "../contest/api";
import { MyEntriesPanel } from "../contest/MyEntriesPanel";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { retryableLazy } from "../offline/retryable-lazy";

// My pictures loads after the page's first paint: the account page keeps within its size budget.
const MyPicturesPanel = lazy(() => import("../studio/MyPicturesPanel").then((m) => ({ default: m.MyPicturesPanel })));
// The sticker book and its art load after the page too.
const StickersPanel = retryableLazy(() => import("../stickers/StickersPanelStep"));

/** What the contest, the studio and the sticker book keep about the member, for the export and the account's deletion. */
const others: OtherFeatures = {
  exportPart: async (supabase, userId) => {
    const { exportPictures } = await import("../studio/sync/account-pictures");
    const { fetchBookForExport } = await import("../stickers/export-book");
    const reports = await supabase.rpc("contest_my_reports");
    if (reports.error) throw new Error(reports.error.message);
    return {
      studio_pictures: await exportPictures(supabase, userId),
      contest_reports_sent: reports.data as ExportedData["contest_reports_sent"],
      ...(await fetchBookForExport(supabase)),
    };
  },
  removeAll: async (supabase) => {
    // The contest pictures go now (public copies included).
    await removeAllMyPictures().catch(() => undefined);
    // The studio's pictures too (the server's sweep removes any left behind).
    await import("../studio/sync/cloud").then((m) => m.removeAllStudioPictures(supabase)).catch(() => undefined);
  },
  // The next sign-up on this browser starts with an empty sticker book, as the account does.
  forgetHere: () => void import("../stickers/local-key").then((book) => book.clearLocalBook()),
};

/** The member's own page: the account's panels, with the sticker book, the contest's entries and the studio's pictures. */
export default function AccountPage() {
  const { user } = useAuth();
  const [entryWaiting, setEntryWaiting] = useState(false);
  const entries = <MyEntriesPanel key="contest-entries" onWaiting={setEntryWaiting} />;
  const pictures = (
    <Suspense key={`pictures-${user?.id}`} fallback={null}>
      <MyPicturesPanel />
    </Suspense>
  );
  const stickers = (
    <ChunkBoundary key="stickers" what="My Stickers" onRetry={StickersPanel.retry}>
      <Suspense fallback={null}>
        <StickersPanel />
      </Suspense>
    </ChunkBoundary>
  );
  return (
    <MyAccount
      lead={entryWaiting ? [entries] : []}
      afterBests={entryWaiting ? [stickers, pictures] : [stickers, pictures, entries]}
      others={others}
    >
      <Seo
        title="My Account"
        description="Your Little Space Station account: nickname, avatar, bests and data."
        path="/account"
        noindex
      />
    </MyAccount>
  );
}
