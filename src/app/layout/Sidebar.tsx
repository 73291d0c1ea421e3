import styled from "@emotion/styled";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { AccountLinks } from "./AccountLinks";
import { BedtimeSetting } from "../../bedtime/BedtimeSetting";
import { Brand } from "./Brand";
import { IconButton } from "./IconButton";
import { NavList } from "./NavList";
import { LARGE_SCREEN } from "../../components/breakpoints";

const Aside = styled.aside`
  display: none;
  @media ${LARGE_SCREEN} {
    position: fixed;
    inset: 0 auto 0 0;
    z-index: 20;
    width: var(--sidebar-width);
    display: flex;
    flex-direction: column;
    gap: 24px;
    /* The stars' pause button (MotionToggle) floats at the foot. */
    padding: 16px 16px 84px;
    background: rgb(19 15 51 / 0.92);
    border-right: 1px solid var(--border);
    overflow-y: auto;
    transition:
      transform 250ms var(--ease),
      visibility 250ms;
    &[data-open="false"] {
      transform: translateX(-100%);
      visibility: hidden;
    }
  }
`;

const Top = styled.div`
  /* Leaves room for the toggle, which sits over the sidebar's top-right corner. */
  padding-right: 52px;
`;

const Bottom = styled.div`
  margin-top: auto;
`;

const Toggle = styled(IconButton)`
  display: none;
  @media ${LARGE_SCREEN} {
    display: inline-flex;
    position: fixed;
    top: 16px;
    left: calc(var(--sidebar-width) - 64px);
    z-index: 25;
    transition: left 250ms var(--ease);
    &[aria-expanded="false"] {
      left: 16px;
    }
  }
`;

interface SidebarProps {
  open: boolean;
  onToggle: () => void;
}

/** The large-screen navigation, open by default, closable with its toggle. */
export function Sidebar({ open, onToggle }: SidebarProps) {
  const label = open ? "Close sidebar" : "Open sidebar";
  return (
    <>
      <Toggle
        data-print="hide"
        type="button"
        aria-expanded={open}
        aria-controls="sidebar"
        aria-label={label}
        title={label}
        onClick={onToggle}
      >
        {open ? <PanelLeftClose aria-hidden size={22} /> : <PanelLeftOpen aria-hidden size={22} />}
      </Toggle>
      <Aside id="sidebar" data-open={open} aria-label="Site" data-print="hide">
        <Top>
          <Brand />
        </Top>
        <nav aria-label="Main">
          <NavList />
        </nav>
        <Bottom>
          <BedtimeSetting />
          <AccountLinks />
        </Bottom>
      </Aside>
    </>
  );
}
