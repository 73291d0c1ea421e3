import { Global } from "@emotion/react";
import styled from "@emotion/styled";
import type { ReactNode } from "react";
import type { Category } from "../../content/catalogue/types";
import { Tabs } from "../Tabs/Tabs";
import { useLightbox } from "../Lightbox/useLightbox";
import { CatalogueCard } from "./CatalogueCard";
import { printPictureStyles } from "./print-picture";

export const EMPTY_CATEGORY_MESSAGE = "No images available for this category yet. Check back soon!";

const Grid = styled.ul<{ maxColumns: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 640px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1024px) {
    grid-template-columns: repeat(${(p) => Math.min(p.maxColumns, 4)}, minmax(0, 1fr));
  }
  @media (min-width: 1280px) {
    grid-template-columns: repeat(${(p) => p.maxColumns}, minmax(0, 1fr));
  }
`;

const Empty = styled.p`
  padding: 24px;
  border-radius: var(--radius);
  background: var(--surface);
  text-align: center;
`;

interface CatalogueTabsProps {
  label: string;
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
  categories,
  maxColumns,
  printable,
  intro,
  priorityPictures = 0,
}: CatalogueTabsProps) {
  const { openOnClick, element } = useLightbox();
  const tabs = categories.map((category, categoryIndex) => {
    const images = category.items.map(({ image, alt, title }) => ({ image, alt, title }));
    const open = (index: number) => openOnClick(images, index);
    const panel = (
      <>
        {intro?.(category.id)}
        {category.items.length === 0 ? (
          <Empty>{EMPTY_CATEGORY_MESSAGE}</Empty>
        ) : (
          <Grid maxColumns={maxColumns} aria-label={category.title} data-testid="picture-grid">
            {category.items.map((item, index) => (
              <CatalogueCard
                key={item.id}
                item={item}
                printable={printable}
                onOpen={open(index)}
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
      <Tabs label={label} items={tabs} />
      {element}
    </>
  );
}
