import styled from "@emotion/styled";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

/*
 * The WAI-ARIA tabs pattern, written out (about 1 KB) rather than Radix Tabs, whose shared
 * primitives cost ~9 KB gzip of first-load JavaScript and pushed the catalogue pages past the
 * 140 KB budget. Arrow keys move and select (wrapping), Home and End jump, one tab is in the
 * Tab order at a time, and only the active panel is rendered.
 */

const List = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-bottom: 20px;
`;

const Tab = styled.button`
  min-height: 48px;
  padding: 10px 20px;
  border: 2px solid var(--border);
  border-radius: 999px;
  background: var(--surface);
  color: var(--text);
  font-weight: 800;
  cursor: pointer;
  &[aria-selected="true"] {
    background: var(--pink);
    border-color: var(--pink);
    color: #231a4d;
  }
  &:hover:not([aria-selected="true"]) {
    background: var(--surface-raised);
  }
`;

export interface TabItem {
  id: string;
  title: string;
  panel: ReactNode;
}

interface TabsProps {
  label: string;
  items: readonly TabItem[];
  /** The active tab's id, when the parent decides it (e.g. from the address); otherwise the tabs keep it. */
  active?: string;
  onSelect?: (id: string) => void;
}

export function Tabs({ label, items, active: chosen, onSelect }: TabsProps) {
  const [own, setOwn] = useState(items[0]?.id);
  const active = chosen ?? own;
  const setActive = onSelect ?? setOwn;
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.id === active),
  );

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    setActive(item.id);
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  const current = items[activeIndex];
  return (
    <>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${item.id}`}
            aria-selected={index === activeIndex}
            aria-controls={`${base}-panel-${item.id}`}
            tabIndex={index === activeIndex ? 0 : -1}
            onClick={() => select(index)}
          >
            {item.title}
          </Tab>
        ))}
      </List>
      {current ? (
        <div role="tabpanel" id={`${base}-panel-${current.id}`} aria-labelledby={`${base}-tab-${current.id}`}>
          {current.panel}
        </div>
      ) : null}
    </>
  );
}
