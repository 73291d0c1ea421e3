import styled from "@emotion/styled";
import { Download, Printer } from "lucide-react";
import { useSyncExternalStore, type MouseEvent } from "react";
import { Link } from "react-router";
import type { CatalogueItem } from "../../content/catalogue/types";
import { findImage } from "../../content/images";
import { colorPath } from "../Picture/sections";
import { ResponsiveImage } from "../ResponsiveImage";
import { downloadPicture } from "./download";
import { pagesInProgress } from "./in-progress";
import { printPicture } from "./print";

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: var(--radius);
  background: var(--surface);
  border: 1px solid var(--border);
  overflow: hidden;
  > a {
    display: block;
    background: #fff;
    border-radius: var(--radius) var(--radius) 0 0;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
  }
  h2 {
    margin: 0;
    padding: 10px 12px 12px;
    font-size: 1rem;
    line-height: 1.3;
  }
`;

/**
 * The way into the studio: a labelled button in the card's own body, always shown, so it is
 * found on a phone (no hover) and no neighbour's control can sit over it. Words alone: an icon
 * here would put /activities over its size budget.
 */
const ColorIn = styled(Link)`
  display: grid;
  place-items: center;
  min-height: 48px;
  margin: auto 10px 10px;
  border: 2px solid #231a4d;
  border-radius: 999px;
  background: var(--pink);
  color: #231a4d;
  font-weight: 800;
  text-decoration: none;
`;

/** Shown on hover and keyboard focus; always on touch screens, which cannot hover. */
const Actions = styled.div`
  position: absolute;
  top: 8px;
  right: 8px;
  display: flex;
  gap: 8px;
  opacity: 0;
  transition: opacity 150ms ease;
  li:hover > &,
  li:focus-within > & {
    opacity: 1;
  }
  @media (hover: none) {
    opacity: 1;
  }
`;

const ActionButton = styled.button`
  display: inline-grid;
  place-items: center;
  min-width: 48px;
  min-height: 48px;
  border: 2px solid #231a4d;
  border-radius: 50%;
  background: var(--butter);
  color: #231a4d;
  cursor: pointer;
  box-shadow: 0 2px 8px rgb(6 4 24 / 0.35);
  &:hover {
    background: #fff3c9;
  }
`;

/** Over the picture's corner, so marking a card moves nothing. */
const Mark = styled.p`
  position: absolute;
  top: 8px;
  left: 8px;
  margin: 0;
  padding: 4px 10px;
  border-radius: 999px;
  background: #231a4d;
  color: var(--butter);
  font-weight: 800;
  font-size: 0.85rem;
`;

const noChanges = () => () => undefined;

/** Read after hydration: the pre-rendered page knows nothing of this browser's pictures. */
function InProgress({ id }: { id: string }) {
  const shown = useSyncExternalStore(
    noChanges,
    () => pagesInProgress().includes(id),
    () => false,
  );
  return shown ? <Mark>In progress</Mark> : null;
}

interface CatalogueCardProps {
  item: CatalogueItem;
  /** The picture's own page, which screens too narrow for the lightbox open. */
  href: string;
  /** The card's id, which the picture page's way back points at. */
  anchor: string;
  /** Printables get Download and Print buttons; gallery pictures only open. */
  printable: boolean;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Fetched at once, at high priority (the first pictures on screen); the others load lazily. */
  priority?: boolean;
}

export function CatalogueCard({ item, href, anchor, printable, onOpen, priority = false }: CatalogueCardProps) {
  const full = findImage(item.image)?.full.src;
  const answerKey = item.answerKey ? findImage(item.answerKey)?.full.src : undefined;
  const colorable = printable && item.image.startsWith("coloring/");
  return (
    <Card id={anchor}>
      {/* The picture's own page: the lightbox takes over from 768px, smaller screens follow the link. */}
      <Link to={href} state={{ fromGrid: true }} onClick={onOpen} aria-label={`Open ${item.title}`}>
        <ResponsiveImage
          id={item.image}
          alt={item.alt}
          sizes="(min-width: 1024px) 22vw, (min-width: 640px) 30vw, 48vw"
          priority={priority}
        />
      </Link>
      <h2>{item.title}</h2>
      {colorable ? (
        <ColorIn to={colorPath(item.id)}>
          Color in<span className="visually-hidden"> {item.title}</span>
        </ColorIn>
      ) : null}
      {colorable ? <InProgress id={item.id} /> : null}
      {printable && full ? (
        <Actions data-testid="card-actions">
          <ActionButton
            type="button"
            aria-label={`Download ${item.title}`}
            onClick={() => downloadPicture(full, item.title)}
          >
            <Download aria-hidden size={22} />
          </ActionButton>
          <ActionButton
            type="button"
            aria-label={`Print ${item.title}`}
            onClick={() => void printPicture(full, item.alt)}
          >
            <Printer aria-hidden size={22} />
          </ActionButton>
          {answerKey ? (
            <ActionButton
              type="button"
              aria-label={`Download the answer key for ${item.title}`}
              onClick={() => downloadPicture(answerKey, `${item.title} Answer Key`)}
            >
              <span aria-hidden>✓</span>
            </ActionButton>
          ) : null}
        </Actions>
      ) : null}
    </Card>
  );
}
