import { Global } from "@emotion/react";
import { Suspense } from "react";
import { ChunkBoundary } from "../offline/ChunkBoundary";
import { printPictureStyles } from "../components/Catalogue/print-picture";
import { ColoringOfTheWeek } from "./ColoringOfTheWeek";
import { ContestWinnerSlot } from "./ContestWinner";
import { GamesRow } from "./GamesRow";
import { MemberGreeting } from "./MemberGreeting";
import { NewestPosts } from "./NewestPosts";
import { TodayRow } from "./TodayRow";

/**
 * What is going on at the station, below the home page's first screen: the contest's winner, a member's welcome,
 * today's picture and puzzle beside the newest stickers (filled in by the browser), the games, the newest articles and the coloring page of the week. Its own chunk, so the first
 * screen's JavaScript stays what it was; the pre-rendered HTML holds all of it.
 */
export default function StationLife() {
  return (
    // What the rows load of their own (the coloring pages' words) may fail offline: a notice, not the error screen.
    <ChunkBoundary what="The station news" onRetry={() => undefined}>
      <Global styles={printPictureStyles} />
      {/* Right under the contest card, which it continues. */}
      <ContestWinnerSlot />
      <MemberGreeting />
      <TodayRow />
      <GamesRow />
      <NewestPosts />
      {/* The coloring pages' words load beside the page; until then the pre-rendered card stays. */}
      <Suspense fallback={null}>
        <ColoringOfTheWeek />
      </Suspense>
    </ChunkBoundary>
  );
}
