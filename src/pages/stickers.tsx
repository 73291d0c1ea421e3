import styled from "@emotion/styled";
import { useEffect } from "react";
import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { Panel } from "../components/Panel";
import { Seo } from "../components/Seo";
import { DaysCalendar } from "../stickers/ui/DaysCalendar";
import { StickerArt } from "../stickers/ui/StickerArt";
import { formatEarnedDay } from "../stickers/ui/format-day";
import { STICKERS } from "../stickers/art";
import { hintShown } from "../stickers/catalogue";
import { loadLocalBook, useStickerStore } from "../stickers/store";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 16px;
  margin: 0 0 40px;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 6px;
  padding: 16px 12px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  text-align: center;
  h2 {
    margin: 6px 0 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    color: var(--text-muted);
  }
  &[data-earned] {
    border-color: var(--butter);
  }
`;

export default function StickersPage() {
  const earned = useStickerStore((s) => s.book.earned);
  // The pre-rendered page shows every sticker as still to find; the browser's book fills in after.
  useEffect(loadLocalBook, []);
  return (
    <>
      <Seo
        title="Sticker Book"
        description="Stickers you collect by playing, colouring and reading at the station: each one a little picture to keep."
        path="/stickers"
      />
      <PageHeader title="Sticker Book">
        Stickers for doing the things you enjoy here: playing, colouring, reading. They stay in this browser, and in
        your account when you <Link to="/login">sign in</Link>.
      </PageHeader>
      <Grid aria-label="Stickers">
        {STICKERS.map((sticker) => {
          const at = earned[sticker.id];
          return (
            <Card key={sticker.id} data-earned={at ? "" : undefined} data-testid={`sticker-${sticker.id}`}>
              <StickerArt sticker={sticker} earned={at !== undefined} />
              <h2>{at || !sticker.surprise ? sticker.name : "A surprise"}</h2>
              {at ? (
                <p>
                  Earned <time dateTime={at}>{formatEarnedDay(at)}</time>
                </p>
              ) : (
                <p>{sticker.surprise ? "Keep exploring" : hintShown(sticker)}</p>
              )}
            </Card>
          );
        })}
      </Grid>
      <Panel aria-labelledby="days-heading">
        <h2 id="days-heading">Days you joined in</h2>
        <DaysCalendar earned={earned} />
      </Panel>
    </>
  );
}
