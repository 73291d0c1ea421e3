import styled from "@emotion/styled";
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { AuthProvider } from "../accounts/client/AuthProvider";
import { StarryBackground } from "../components/StarryBackground/StarryBackground";
import { MotionToggle } from "../components/StarryBackground/MotionToggle";
import { ToastOutlet } from "../components/Toaster/ToastOutlet";
import { whenSettled } from "../offline/when-settled";
import { Footer } from "./layout/Footer";
import { MobileNav } from "./layout/MobileNav";
import { Sidebar } from "./layout/Sidebar";
import { LARGE_SCREEN } from "../components/breakpoints";

/**
 * The service worker and the sticker book, once the page has settled. What pages report before
 * then waits in the station events' queue. Offline with the chunk not cached, neither starts this
 * visit and nothing else breaks.
 */
const SettledWorkChunk = lazy<ComponentType>(() => import("./SettledWork").catch(() => ({ default: () => null })));

/**
 * Mounted only in the browser, once settled: a lazy part in the pre-rendered HTML would stay
 * dehydrated until then, and React holds every navigation that touches a dehydrated boundary
 * (Back pressed in the first seconds changed the address and left the old page showing).
 */
function SettledWork() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let live = true;
    void whenSettled().then(() => live && setSettled(true));
    return () => {
      live = false;
    };
  }, []);
  return settled ? (
    <Suspense fallback={null}>
      <SettledWorkChunk />
    </Suspense>
  ) : null;
}

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -100px;
  z-index: 200;
  padding: 12px 16px;
  border-radius: var(--radius-small);
  background: var(--butter);
  color: #231a4d;
  font-weight: 800;
  &:focus {
    top: 12px;
  }
`;

const Column = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  @media ${LARGE_SCREEN} {
    margin-left: var(--sidebar-width);
    transition: margin-left 250ms var(--ease);
    &[data-sidebar="closed"] {
      margin-left: 0;
    }
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 96px;
  outline: none;
  @media ${LARGE_SCREEN} {
    padding: 32px 40px 24px;
    [data-sidebar="closed"] > & {
      /* Clears the floating sidebar toggle. */
      padding-top: 80px;
    }
  }
`;

/** The frame of every page: navigation, the sky, the toast region, and the session they share. */
export function SiteShell({ children }: { children: ReactNode }) {
  const [sidebarOpen, setSidebarOpen] = useState(true);
  return (
    <AuthProvider>
      <SkipLink href="#main">Skip to main content</SkipLink>
      <StarryBackground />
      <Sidebar open={sidebarOpen} onToggle={() => setSidebarOpen((o) => !o)} />
      <Column data-sidebar={sidebarOpen ? "open" : "closed"} data-testid="content-column">
        <MobileNav />
        <Main id="main" tabIndex={-1}>
          {children}
        </Main>
        <Footer />
      </Column>
      <MotionToggle />
      <ToastOutlet />
      <SettledWork />
    </AuthProvider>
  );
}
