import { Global } from "@emotion/react";
import styled from "@emotion/styled";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { Category } from "../../content/catalogue/types";
import { Tabs } from "../Tabs/Tabs";
import { useLightbox } from "../Lightbox/useLightbox";
import type { PictureSection } from "../Picture/sections";
import { CatalogueCard } from "./CatalogueCard";
import { gridColumns } from "./columns";
import { printPictureStyles } from "./print-picture";

export const EMPTY_CATEGORY_MESSAGE = "No images available for this category yet. Check back soon!";

/** Column counts per screen width chosen for the tab's number of cards, so no card sits alone on the last row. */
const Grid = styled.ul<{ count: number; maxColumns: number }>`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${(p) =>
    gridColumns(p.count, p.maxColumns)
      .map(({ minWidth, columns }) => {
        const rule = `grid-template-columns: repeat(${columns}, minmax(0, 1fr));`;
        return minWidth === 0 ? rule : `@media (min-width: ${minWidth}px) { ${rule} }`;
      })
      .join("\n")}
`;

const Empty = styled.p`
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  text-align: center;
`;

interface CatalogueTabsProps {
  label: string;
  /** Where each picture's own page lives (`/{section}/picture/{id}`), which phones open. */
  section: PictureSection;
  categories: readonly Category[];
  /** Columns on the widest screens (gallery 5, self-help 4); small screens show 2. */
  maxColumns: number;
  printable: boolean;
  /** Extra content shown above a tab's grid, by category id. */
  intro?: (categoryId: string) => ReactNode;
  /**
   * How many of the first tab's pictures load at once, at high priority: those a phone shows
   * first when one of them is the page's largest paint. More than that only adds bytes to
   * what the first paint waits for (and where text is the largest paint, none).
   */
  priorityPictures?: number;
}

/** Tabs of picture grids: exactly one tab active, the first by default; arrow keys move between tabs. */
export function CatalogueTabs({
  label,
  section,
  categories,
  maxColumns,
  printable,
  intro,
  priorityPictures = 0,
}: CatalogueTabsProps) {
  const { openOnClick, element } = useLightbox();
  const [active, setActive] = useState(categories[0]?.id);
  useAnchoredPicture(categories, setActive);
  const tabs = categories.map((category, categoryIndex) => {
    const images = category.items.map(({ image, alt, title }) => ({ image, alt, title }));
    // On a narrow screen the link opens the picture page; the grid's entry in history first
    // names this card, so Back (the browser's or the picture page's) reopens its tab with the card in view.
    const open = (index: number, id: string) =>
      openOnClick(images, index, () => window.history.replaceState(window.history.state, "", `#picture-${id}`));
    const panel = (
      <>
        {intro?.(category.id)}
        {category.items.length === 0 ? (
          <Empty>{EMPTY_CATEGORY_MESSAGE}</Empty>
        ) : (
          <Grid
            count={category.items.length}
            maxColumns={maxColumns}
            aria-label={category.title}
            data-testid="picture-grid"
          >
            {category.items.map((item, index) => (
              <CatalogueCard
                key={item.id}
                item={item}
                // The addresses of Picture/sections.ts, written out: importing it would split it
                // into a file of its own on the catalogue pages' first load.
                href={`/${section}/picture/${item.id}`}
                anchor={`picture-${item.id}`}
                printable={printable}
                onOpen={open(index, item.id)}
                priority={categoryIndex === 0 && index < priorityPictures}
              />
            ))}
          </Grid>
        )}
      </>
    );
    return { id: category.id, title: category.title, panel };
  });
  return (
    <>
      <Global styles={printPictureStyles} />
      <Tabs label={label} items={tabs} active={active} onSelect={setActive} />
      {element}
    </>
  );
}

/**
 * An address like `/gallery#picture-cozy-nook` (the picture page's way back) opens the tab that
 * holds that picture and brings its card into view, unless the browser already restored it there.
 */
function useAnchoredPicture(categories: readonly Category[], setActive: (id: string) => void): void {
  const { hash } = useLocation();
  const pending = useRef<string | undefined>(undefined);
  useEffect(() => {
    // Read from the window: a card tapped on a phone wrote its anchor there without the router.
    const id = /^#picture-(.+)$/.exec(window.location.hash || hash)?.[1];
    const category = categories.find((c) => c.items.some((item) => item.id === id));
    if (!id || !category) return;
    pending.current = id;
    setActive(category.id);
  }, [hash, categories, setActive]);
  // After every commit: the card exists once its tab is the one shown.
  useEffect(() => {
    const card = pending.current ? document.getElementById(`picture-${pending.current}`) : null;
    if (!card) return;
    pending.current = undefined;
    const box = card.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) card.scrollIntoView({ block: "center" });
  });
}
