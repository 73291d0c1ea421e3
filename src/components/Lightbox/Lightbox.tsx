import styled from "@emotion/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import type { KeyboardEvent } from "react";
import { ResponsiveImage } from "../ResponsiveImage";
import { step, type LightboxImage } from "./types";

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: 300;
  /* Dark enough that the page behind cannot be read through it: the picture is all there is. */
  background: rgb(10 10 30 / 0.96);
`;

const Content = styled(Dialog.Content)`
  position: fixed;
  inset: 0;
  z-index: 301;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 24px;
  outline: none;
  img {
    display: block;
    width: auto;
    height: auto;
    max-width: 80vw;
    max-height: 70vh;
    border-radius: var(--radius-small);
    background: #fff;
    box-shadow: var(--shadow);
  }
`;

const Caption = styled.div`
  max-width: min(80vw, 60ch);
  text-align: center;
  h2 {
    margin: 0 0 4px;
    font-size: 1.3rem;
  }
  p {
    margin: 0;
    color: var(--text-muted);
  }
`;

const RoundButton = styled.button`
  position: fixed;
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border: 2px solid var(--border);
  border-radius: 50%;
  background: var(--surface-solid);
  color: var(--text);
  cursor: pointer;
  &:hover {
    background: var(--surface-raised);
  }
`;

const Close = styled(RoundButton)`
  top: 20px;
  right: 20px;
`;
const Prev = styled(RoundButton)`
  left: 20px;
  top: calc(50% - 28px);
`;
const Next = styled(RoundButton)`
  right: 20px;
  top: calc(50% - 28px);
`;

interface LightboxProps {
  images: readonly LightboxImage[];
  currentIndex: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * A modal picture viewer on Radix Dialog: focus stays inside while it is open, Escape and a click
 * on the backdrop close it, and the arrow keys step through the set with wraparound.
 */
export default function Lightbox({ images, currentIndex, onIndexChange, onClose }: LightboxProps) {
  const current = images[currentIndex];
  if (!current) return null;
  const go = (delta: number) => onIndexChange(step(currentIndex, delta, images.length));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay data-testid="lightbox-backdrop" />
        <Content
          onKeyDown={onKeyDown}
          // The content box fills the screen, so Radix never sees a click "outside" it: the empty
          // space around the picture is the backdrop the visitor sees, and a click there closes.
          onClick={(event) => {
            if (event.target === event.currentTarget) onClose();
          }}
          aria-describedby="lightbox-description"
          data-testid="lightbox"
        >
          {current.src ? (
            <img src={current.src} alt={current.alt} />
          ) : (
            <ResponsiveImage id={current.image} alt={current.alt} sizes="80vw" priority />
          )}
          {/* The title is the caption; the long description stays the picture's alt text. */}
          <Caption>
            <Dialog.Title>{current.title}</Dialog.Title>
            <p id="lightbox-description" aria-live="polite">
              {currentIndex + 1} of {images.length}
            </p>
          </Caption>
          {images.length > 1 ? (
            <>
              <Prev type="button" onClick={() => go(-1)} aria-label="Previous picture">
                <ChevronLeft aria-hidden size={28} />
              </Prev>
              <Next type="button" onClick={() => go(1)} aria-label="Next picture">
                <ChevronRight aria-hidden size={28} />
              </Next>
            </>
          ) : null}
          <Dialog.Close asChild>
            <Close type="button" aria-label="Close">
              <X aria-hidden size={28} />
            </Close>
          </Dialog.Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
