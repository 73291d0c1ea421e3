import styled from "@emotion/styled";
import { Menu, X } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type MouseEvent } from "react";
import { useLocation } from "react-router";
import { AccountLinks } from "./AccountLinks";
import { BedtimeSetting } from "../../bedtime/BedtimeSetting";
import { Brand } from "./Brand";
import { IconButton } from "./IconButton";
import { NavList } from "./NavList";
import { LARGE_SCREEN } from "../../components/breakpoints";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 12px;
  height: var(--topbar-height);
  /* The stars' pause button (MotionToggle) sits at the bar's end. */
  padding: 0 76px 0 12px;
  @media (min-width: 480px) {
    padding-right: 200px;
  }
  background: rgb(19 15 51 / 0.94);
  border-bottom: 1px solid var(--border);
  @media ${LARGE_SCREEN} {
    display: none;
  }
`;

/*
 * A modal <dialog>: the browser makes the page behind it inert (focus stays inside),
 * closes it on Escape and draws the backdrop, with no script of ours for any of it.
 */
const Drawer = styled.dialog`
  margin: 0;
  padding: 0;
  width: 90vw;
  max-width: 300px;
  height: 100dvh;
  max-height: none;
  border: 0;
  border-right: 1px solid var(--border);
  background: var(--surface-solid);
  color: var(--text);
  transform: translateX(-100%);
  transition:
    transform 250ms var(--ease),
    overlay 250ms allow-discrete,
    display 250ms allow-discrete;
  &[open] {
    transform: translateX(0);
    @starting-style {
      transform: translateX(-100%);
    }
  }
  &::backdrop {
    background: rgb(8 5 30 / 0.6);
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
  min-height: 100%;
  padding: 12px 16px 24px;
`;

const PanelTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const PanelBottom = styled.div`
  margin-top: auto;
`;

/** The narrow-screen top bar and its slide-in navigation drawer. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      menuButtonRef.current?.focus();
    }
    document.body.classList.toggle("menu-open", open);
    return () => document.body.classList.remove("menu-open");
  }, [open]);

  // Any navigation, including Back, leaves the drawer closed (state adjusted during render).
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }

  // Growing the window past the breakpoint swaps the drawer for the sidebar.
  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN);
    const onChange = () => query.matches && close();
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [close]);

  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog box fills the drawer, so a click landing on the dialog itself is the backdrop.
    if (event.target === event.currentTarget) close();
  };

  return (
    <>
      <Bar data-print="hide">
        <IconButton
          ref={menuButtonRef}
          type="button"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls="mobile-drawer"
          onClick={() => setOpen(true)}
        >
          <Menu aria-hidden size={24} />
        </IconButton>
        <Brand />
      </Bar>
      <Drawer
        id="mobile-drawer"
        ref={dialogRef}
        aria-label="Menu"
        onClose={close}
        onClick={onDialogClick}
        data-testid="drawer"
      >
        <Panel>
          <PanelTop>
            <Brand onNavigate={close} />
            <IconButton type="button" aria-label="Close menu" onClick={close} autoFocus>
              <X aria-hidden size={24} />
            </IconButton>
          </PanelTop>
          <nav aria-label="Main">
            <NavList onNavigate={close} />
          </nav>
          <PanelBottom>
            <BedtimeSetting />
            <AccountLinks onNavigate={close} />
          </PanelBottom>
        </Panel>
      </Drawer>
    </>
  );
}
