import styled from "@emotion/styled";
import { css, keyframes } from "@emotion/react";
import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { useLocation } from "react-router";
import { TOAST_DURATION_MS, useToastStore } from "../../toast/toast-store";
import { SilentToast } from "./SilentToast";

const enter = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: translateY(0); }
`;

const viewportCss = css`
  position: fixed;
  z-index: 100;
  bottom: 80px;
  right: 16px;
  left: 16px;
  margin: 0 0 0 auto;
  padding: 0;
  list-style: none;
  max-width: 380px;
  outline: none;
  /* Only the toast itself takes taps: the region around it lets them through. */
  pointer-events: none;
  & > * {
    pointer-events: auto;
  }
  /*
   * On a game page the board and its controls fill the screen, so a toast never goes over them:
   * it is a short strip at the very top, over the sticky top bar on small screens and over the
   * heading row on large ones (the game lies below both). A long line is cut, not wrapped.
   */
  &[data-placement="game"] {
    top: 4px;
    bottom: auto;
    margin: 0 auto;
    & > * {
      max-height: 56px;
      overflow: hidden;
      padding: 6px 4px 6px 14px;
      gap: 0 0.5rem;
      font-size: 0.95rem;
      line-height: 1.25;
    }
    & > * > div {
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    /* On large screens the heading row holds the title and the best line, which a toast must not
       hide: it stands in the bottom corner beside the board instead, over the foot of the sidebar
       (or the empty margin when the sidebar is closed, or the column beside a full-screen board),
       and there it may wrap. */
    @media (min-width: 1024px) {
      top: auto;
      bottom: 16px;
      left: 16px;
      right: auto;
      width: calc(var(--sidebar-width) - 32px);
      margin: 0;
      & > * {
        max-height: none;
      }
      & > * > div {
        white-space: normal;
      }
    }
  }
`;

const Viewport = styled(Toast.Viewport)(viewportCss);
/** Where a silent toast shows: the same place as the region's. */
const SilentViewport = styled.div(viewportCss);

const rootCss = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.25rem 0.75rem;
  align-items: start;
  padding: 14px 12px 14px 18px;
  border-radius: var(--radius);
  background: #fdf8ff;
  color: #231a4d;
  border: 2px solid var(--lavender);
  box-shadow: var(--shadow);
  /* A sticker's toast, announced or silent: the sticker first, the words one column right. Here
     rather than on the parts, so it wins over their own columns whichever style was added first. */
  &[data-picture] {
    grid-template-columns: auto 1fr auto;
    & > * {
      grid-column: 2;
    }
    & > img {
      grid-column: 1;
    }
    & > button {
      grid-column: 3;
    }
  }
  &[data-variant="destructive"] {
    background: var(--danger-bg);
    color: var(--danger-text);
    border-color: #ff9fbf;
  }
  &[data-state="open"] {
    animation: ${enter} 200ms var(--ease);
  }
  &[data-swipe="move"] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
`;

const Root = styled(Toast.Root)(rootCss);
/* Radix's parts and the silent toast's plain elements take the same places in the grid. */
const titleCss = css`
  grid-column: 1;
  font-weight: 800;
`;
const descriptionCss = css`
  grid-column: 1;
`;
const closeCss = css`
  grid-column: 2;
  grid-row: 1 / span 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin: -8px -4px -8px 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgb(0 0 0 / 0.08);
  }
`;

const SilentRoot = styled(SilentToast)(rootCss);
const SilentTitle = styled.div(titleCss);
const SilentDescription = styled.div(descriptionCss);
const SilentClose = styled.button(closeCss);

const Title = styled(Toast.Title)(titleCss);

/* A sticker's picture before a toast's words (the root's data-picture places the columns). */
const Picture = styled.img`
  grid-column: 1;
  grid-row: 1 / span 2;
  width: 56px;
  height: 56px;
  [data-placement="game"] & {
    width: 40px;
    height: 40px;
  }
`;

const Description = styled(Toast.Description)(descriptionCss);

const Close = styled(Toast.Close)(closeCss);

/** The site's single toast region. Loaded on the first toast, so pages start without it. */
export default function Toaster() {
  const current = useToastStore((s) => s.current);
  const dismiss = useToastStore((s) => s.dismiss);
  // Game boards and the studio's drawing fill the screen: toasts there take the strip at the top.
  const onGamePage = /^\/(games|activities\/color)\/[^/]+\/?$/.test(useLocation().pathname);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Notification">
      {current?.silent ? (
        <SilentViewport data-toast-viewport data-placement={onGamePage ? "game" : undefined}>
          <SilentRoot key={current.id} toast={current} onDismiss={() => dismiss(current.id)}>
            {current.image ? <Picture src={current.image} alt="" width={56} height={56} /> : null}
            <SilentTitle>{current.title}</SilentTitle>
            {current.description ? <SilentDescription>{current.description}</SilentDescription> : null}
            <SilentClose type="button" aria-label="Dismiss notification" onClick={() => dismiss(current.id)}>
              <X aria-hidden size={20} />
            </SilentClose>
          </SilentRoot>
        </SilentViewport>
      ) : null}
      {current && !current.silent ? (
        <Root
          key={current.id}
          data-picture={current.image ? "" : undefined}
          data-variant={current.variant ?? "default"}
          data-testid="toast"
          // Errors interrupt the screen reader; friendly news waits its turn.
          type={current.variant === "destructive" ? "foreground" : "background"}
          duration={current.duration ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismiss(current.id);
          }}
        >
          {current.image ? <Picture src={current.image} alt="" width={56} height={56} /> : null}
          <Title>{current.title}</Title>
          {current.description ? <Description>{current.description}</Description> : null}
          <Close aria-label="Dismiss notification">
            <X aria-hidden size={20} />
          </Close>
        </Root>
      ) : null}
      <Viewport data-toast-viewport data-placement={onGamePage ? "game" : undefined} />
    </Toast.Provider>
  );
}
