import styled from "@emotion/styled";
import { Download, Paintbrush, Printer } from "lucide-react";
import { use, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { catalogueOf } from "../components/Picture/catalogue-of";
import { coloringPages } from "../content/catalogue/lazy-activities";
import { findImage } from "../content/images";
import { downloadPicture } from "../components/Catalogue/download";
import { printPicture } from "../components/Catalogue/print";
import { colorPath, picturePath } from "../components/Picture/sections";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { renderedWeek } from "./build-week";
import { isoWeek, ofTheWeek } from "./iso-week";
import { HomePart } from "./HomePart";

const Box = styled.div`
  display: grid;
  gap: 20px;
  align-items: center;
  padding: 20px;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  @media (min-width: 720px) {
    grid-template-columns: 240px 1fr;
  }
  > a {
    display: block;
    max-width: 240px;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--radius-small);
    background: #fff;
  }
  h3 {
    margin: 0 0 8px;
    font-size: 1.3rem;
  }
  p {
    margin: 0 0 16px;
    color: var(--text-muted);
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

const Action = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 48px;
  padding: 10px 20px;
  border: 2px solid transparent;
  border-radius: 999px;
  background: var(--pink);
  color: #231a4d;
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  text-decoration: none;
  &:hover {
    background: #ffd1e8;
  }
`;

const ActionLink = Action.withComponent(Link);

const noSubscription = () => () => {};
const thisWeek = () => isoWeek(new Date());

/**
 * One of the coloring pages, a different one each ISO week, with the activities page's download
 * and print, and the coloring studio for coloring it on screen.
 */
export function ColoringOfTheWeek() {
  const week = useSyncExternalStore(noSubscription, thisWeek, renderedWeek);
  const page = ofTheWeek(coloringPages(use(catalogueOf.activities.load())), week);
  const full = page ? findImage(page.image)?.full.src : undefined;
  if (!page) return null;
  return (
    <HomePart id="home-coloring" heading="Coloring Page of the Week">
      <Box data-testid="coloring-of-the-week">
        <Link to={picturePath("activities", page.id)} aria-label={`Open ${page.title}`}>
          <ResponsiveImage id={page.image} alt={page.alt} sizes="240px" />
        </Link>
        <div>
          <h3>{page.title}</h3>
          <p>Color it here or on paper, your way, and send it in for the Coloring Contest if you like.</p>
          <Actions>
            <ActionLink to={colorPath(page.id)}>
              <Paintbrush aria-hidden size={20} />
              Color in<span className="visually-hidden"> {page.title}</span>
            </ActionLink>
            {full ? (
              <>
                <Action type="button" onClick={() => downloadPicture(full, page.title)}>
                  <Download aria-hidden size={20} />
                  Download<span className="visually-hidden"> {page.title}</span>
                </Action>
                <Action type="button" onClick={() => void printPicture(full, page.alt)}>
                  <Printer aria-hidden size={20} />
                  Print<span className="visually-hidden"> {page.title}</span>
                </Action>
              </>
            ) : null}
          </Actions>
        </div>
      </Box>
    </HomePart>
  );
}
