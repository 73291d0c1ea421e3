import { Global } from "@emotion/react";
import styled from "@emotion/styled";
import { ArrowLeft, ChevronLeft, ChevronRight, Download, Palette, Printer } from "lucide-react";
import { use, useEffect, useEffectEvent } from "react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { downloadPicture } from "../components/Catalogue/download";
import { printPicture } from "../components/Catalogue/print";
import { printPictureStyles } from "../components/Catalogue/print-picture";
import { NotFound } from "../components/NotFound";
import { catalogueOf } from "../components/Picture/catalogue-of";
import {
  colorPath,
  gridPath,
  isPictureSection,
  picturePath,
  pictureSections,
  type PictureSection,
} from "../components/Picture/sections";
import { useSwipe } from "../components/Picture/useSwipe";
import { ResponsiveImage } from "../components/ResponsiveImage";
import { Seo } from "../components/Seo";
import type { Category, CatalogueItem } from "../content/catalogue/types";
import { findImage } from "../content/images";

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 48px;
  font-weight: 800;
`;

const Figure = styled.figure`
  margin: 8px 0 16px;
  display: flex;
  justify-content: center;
  /* A swipe steps through the set; vertical scrolling stays the browser's. */
  touch-action: pan-y;
  img {
    display: block;
    width: auto;
    height: auto;
    max-width: 100%;
    /* As large as the screen allows while the title and the buttons stay within reach. */
    max-height: calc(100dvh - 180px);
    @media (min-width: 768px) {
      /* Room for the title and the buttons under it on a laptop's screen too. */
      max-height: calc(100dvh - 320px);
    }
    border-radius: var(--radius-small);
    background: #fff;
    box-shadow: var(--shadow);
  }
`;

const Text = styled.div`
  h1 {
    margin: 0 0 6px;
  }
  p {
    margin: 0 0 12px;
    max-width: 65ch;
    color: var(--text-muted);
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  margin-block: 12px;
`;

const actionStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 10px 20px;
  border-radius: 999px;
  font-weight: 800;
  text-decoration: none;
  cursor: pointer;
`;

const Action = styled.button`
  ${actionStyle}
  border: 2px solid transparent;
  background: var(--pink);
  color: #231a4d;
  font: inherit;
  font-weight: 800;
  &:hover {
    background: #ffd1e8;
  }
`;

const StepLink = styled(Link)`
  ${actionStyle}
  border: 2px solid var(--lavender);
  color: var(--text);
  &:hover {
    background: var(--surface-raised);
    color: var(--text);
  }
`;

/** The studio's door: the first and strongest action on a coloring page's picture. */
const ColorInLink = styled(Link)`
  ${actionStyle}
  border: 2px solid #231a4d;
  background: var(--butter);
  color: #231a4d;
  &:hover {
    background: #fff3c9;
    color: #231a4d;
  }
`;

const Count = styled.span`
  color: var(--text-muted);
  font-variant-numeric: tabular-nums;
`;

interface Found {
  item: CatalogueItem;
  category: Category;
  index: number;
}

function findPicture(categories: readonly Category[], id: string | undefined): Found | undefined {
  for (const category of categories) {
    const index = category.items.findIndex((item) => item.id === id);
    if (index !== -1) return { item: category.items[index]!, category, index };
  }
  return undefined;
}

/** Whether this page was opened from its grid, so Back can return to the grid where it was. */
const cameFromGrid = (state: unknown) => (state as { fromGrid?: unknown } | null)?.fromGrid === true;

export default function PicturePage() {
  const { pictureId } = useParams();
  const { pathname, state } = useLocation();
  const section = pathname.split("/")[1];
  if (!isPictureSection(section)) return <NotFound />;
  return <Picture section={section} id={pictureId} fromGrid={cameFromGrid(state)} />;
}

function Picture({ section, id, fromGrid }: { section: PictureSection; id: string | undefined; fromGrid: boolean }) {
  const catalogue = catalogueOf[section];
  const categories = use(catalogue.load());
  const navigate = useNavigate();
  const found = findPicture(categories, id);
  const items = found?.category.items ?? [];
  // With wraparound: after the last comes the first.
  const neighbour = (delta: number) => items[((found?.index ?? 0) + delta + items.length) % items.length];
  const go = (delta: number) => {
    const next = neighbour(delta);
    // Stepping replaces this entry, so Back still leads to the grid in one step.
    if (next) void navigate(picturePath(section, next.id), { replace: true, state: { fromGrid } });
  };
  const swipe = useSwipe(go);

  // An effect event, not a listener re-added after each render: a key pressed after a step has
  // shown the next picture but before passive effects ran went from the previous picture.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener("keydown", listener);
    return () => window.removeEventListener("keydown", listener);
  }, []);

  if (!found) return <NotFound />;
  const { item, category, index } = found;
  const full = findImage(item.image)?.full.src;
  const sectionTitle = pictureSections[section].title;
  const previous = neighbour(-1)!;
  const next = neighbour(1)!;
  return (
    <>
      <Seo
        title={`${item.title} - ${sectionTitle}`}
        description={item.description ?? item.alt}
        path={picturePath(section, item.id)}
        image={full}
      />
      <Global styles={printPictureStyles} />
      <BackLink
        to={gridPath(section, item.id)}
        onClick={(event) => {
          if (!fromGrid || event.metaKey || event.ctrlKey || event.shiftKey) return;
          // The grid is the entry before this one: going back restores its tab and scroll.
          event.preventDefault();
          void navigate(-1);
        }}
      >
        <ArrowLeft aria-hidden size={20} />
        Back to {sectionTitle}
      </BackLink>
      <Figure {...swipe} data-testid="picture-figure">
        <ResponsiveImage id={item.image} alt={item.alt} sizes="100vw" priority />
      </Figure>
      <Text>
        <h1>{item.title}</h1>
        {item.description ? <p>{item.description}</p> : null}
      </Text>
      {full ? (
        <Row>
          {section === "activities" && item.image.startsWith("coloring/") ? (
            <ColorInLink to={colorPath(item.id)}>
              <Palette aria-hidden size={20} />
              <span>
                Color in<span className="visually-hidden"> {item.title}</span>
              </span>
            </ColorInLink>
          ) : null}
          <Action type="button" onClick={() => downloadPicture(full, item.title)}>
            <Download aria-hidden size={20} />
            Download
          </Action>
          <Action type="button" onClick={() => void printPicture(full, item.alt)}>
            <Printer aria-hidden size={20} />
            Print
          </Action>
        </Row>
      ) : null}
      {items.length > 1 ? (
        <Row as="nav" aria-label={`More in ${category.title}`}>
          <StepLink to={picturePath(section, previous.id)} replace state={{ fromGrid }} rel="prev">
            <ChevronLeft aria-hidden size={20} />
            <span>
              Previous<span className="visually-hidden">: {previous.title}</span>
            </span>
          </StepLink>
          <Count>
            {index + 1} of {items.length}
          </Count>
          <StepLink to={picturePath(section, next.id)} replace state={{ fromGrid }} rel="next">
            <span>
              Next<span className="visually-hidden">: {next.title}</span>
            </span>
            <ChevronRight aria-hidden size={20} />
          </StepLink>
        </Row>
      ) : null}
    </>
  );
}
