import styled from "@emotion/styled";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { pinkPillLinkStyle } from "../accounts/forms/kit/links";
import type { CatalogueItem } from "../content/catalogue/types";
import { findImage } from "../content/images";
import { findSticker, STICKERS } from "../stickers/art";
import { loadLocalBook, useStickerStore } from "../stickers/store";
import { localDay, msUntilNextDay } from "../stickers/today";
import { coloringPagesList, pageOfDay, pageOfDayPath, puzzleOfDayPath } from "../stickers/todays-picks";
import { StickerArt } from "../stickers/ui/StickerArt";
import { CardRowPart } from "./HomePart";

/* Every card keeps one height before and after its words arrive, so nothing below moves. */
const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  height: 290px;
  padding: 16px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    color: var(--text-muted);
  }
  > img {
    height: 120px;
    width: auto;
    max-width: 100%;
    object-fit: contain;
  }
  .coloring {
    background: #fff;
    border-radius: var(--radius-small);
  }
`;

const Stickers = styled.div`
  display: flex;
  gap: 8px;
  height: 120px;
  align-items: center;
`;

const Go = styled(Link)`
  margin-top: auto;
  display: inline-flex;
  ${pinkPillLinkStyle}
`;

/** The local date, and again at each midnight while the page stays open. Null until hydrated. */
function useToday(): string | null {
  const [day, setDay] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setDay(localDay(new Date()));
      // A second past midnight, so the new date has surely begun.
      timer = setTimeout(tick, msUntilNextDay(new Date()) + 1000);
    };
    tick();
    return () => clearTimeout(timer);
  }, []);
  return day;
}

function useColoringPages(): readonly CatalogueItem[] {
  const [pages, setPages] = useState<readonly CatalogueItem[]>([]);
  useEffect(() => {
    void coloringPagesList().then(setPages);
  }, []);
  return pages;
}

/**
 * Today at the station: the coloring page and the Word Search of the day, the same for everybody on
 * the same date, beside the visitor's newest stickers. It depends on the day and the browser, so
 * the pre-rendered page holds the row's frame and the browser fills it in.
 */
export function TodayRow() {
  const day = useToday();
  const pages = useColoringPages();
  const earned = useStickerStore((s) => s.book.earned);
  useEffect(loadLocalBook, []);
  const page = day && pages.length > 0 ? pageOfDay(day, pages) : null;
  const lines = page ? findImage(page.image) : undefined;
  const newest = Object.entries(earned)
    .filter(([id]) => findSticker(id))
    .sort((a, b) => Date.parse(b[1]) - Date.parse(a[1]))
    .slice(0, 3)
    .map(([id]) => findSticker(id)!);
  const puzzleSticker = STICKERS.find((s) => s.id === "todays-puzzle")!;
  return (
    <CardRowPart id="home-today" heading="Today at the Station" data-testid="today-at-the-station" phone={1} wide={3}>
      <Card data-testid="coloring-of-the-day">
        <h3>Today&apos;s Coloring Page</h3>
        {page && lines ? (
          <>
            <img className="coloring" src={lines.variants[0]?.src ?? lines.full.src} alt="" width={93} height={120} />
            <p data-testid="coloring-of-the-day-title">{page.title}</p>
            <Go to={pageOfDayPath(page)} aria-label={`Color in today's page: ${page.title}`}>
              Color it in
            </Go>
          </>
        ) : null}
      </Card>
      <Card data-testid="puzzle-of-the-day">
        <h3>Today&apos;s Word Search</h3>
        {day ? (
          <>
            <StickerArt sticker={puzzleSticker} earned size={120} />
            <p>The same puzzle for everyone today.</p>
            <Go to={puzzleOfDayPath(day)} aria-label="Play today's Word Search">
              Play the puzzle
            </Go>
          </>
        ) : null}
      </Card>
      <Card data-testid="newest-stickers">
        <h3>Your Newest Stickers</h3>
        {day ? (
          <>
            <Stickers>
              {newest.map((s) => (
                <StickerArt key={s.id} sticker={s} earned size={newest.length > 1 ? 72 : 120} />
              ))}
            </Stickers>
            <p>{newest.length > 0 ? newest.map((s) => s.name).join(", ") : "Your first sticker is waiting."}</p>
            <Go to="/stickers">Open your sticker book</Go>
          </>
        ) : null}
      </Card>
    </CardRowPart>
  );
}
