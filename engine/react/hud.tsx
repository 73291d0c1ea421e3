import styled from "@emotion/styled";
import { Check } from "lucide-react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import type { StoreApi } from "zustand";
import { useStore } from "zustand";
import { useShallow } from "zustand/react/shallow";
import { visuallyHiddenCss } from "./visually-hidden";

/**
 * A HUD reads its game's store through a selector: it re-renders when what it shows changes
 * (the score), never on every frame. Pick an object and it is compared shallowly.
 */
export function useGameState<S, T>(store: StoreApi<S>, selector: (state: S) => T): T {
  return useStore(store, useShallow(selector));
}

/** The row above the board that holds a game's figures and buttons. */
export const HudBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-block: 0.75rem;
`;

/** A wrapping group of HUD buttons. */
export const HudButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const Stats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  div {
    display: flex;
    gap: 0.4rem;
    align-items: baseline;
  }
  dt {
    color: var(--text-muted);
  }
  dd {
    margin: 0;
    font-weight: 800;
    font-size: 1.2rem;
    font-variant-numeric: tabular-nums;
  }
`;

/** Score, lives and the like, as a description list: read as "Score: 30". */
export function HudStats({ items }: { items: readonly { label: string; value: ReactNode; testId?: string }[] }) {
  return (
    <Stats>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </Stats>
  );
}

const Button = styled.button`
  min-height: 48px;
  min-width: 48px;
  padding: 0 1.1rem;
  border-radius: 999px;
  border: 2px solid var(--lavender);
  background: var(--surface-raised);
  color: var(--text);
  font: inherit;
  font-weight: 800;
  cursor: pointer;
  &:hover {
    background: #443a8f;
  }
  &[data-primary="true"] {
    background: var(--pink);
    border-color: var(--pink);
    color: #2a1240;
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 3px;
  }
`;

/** A HUD button in the site's style (`primary`: the filled one); keyboard focus shows. */
export function HudButton({ primary, ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  return <Button type="button" data-primary={primary ? "true" : undefined} {...props} />;
}

const Choice = styled(Button)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  &[aria-pressed="true"] {
    background: var(--lavender);
    border-color: var(--lavender);
    color: #2a1240;
  }
`;

/**
 * One of a HUD's choices (a difficulty, who to play against): the chosen one shows by more than
 * colour, filled and with a tick, and says so with aria-pressed.
 */
export function HudChoice({
  chosen,
  children,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { chosen: boolean }) {
  return (
    <Choice type="button" aria-pressed={chosen} {...props}>
      {chosen ? <Check aria-hidden size={18} strokeWidth={3} /> : null}
      {children}
    </Choice>
  );
}

/** A line of status ("Game Over", "Paused") that screen readers hear when it changes. */
export const HudStatus = styled.p`
  margin: 0;
  min-height: 1.5em;
  font-weight: 800;
  color: var(--butter);
`;

const Hidden = styled.p`
  ${visuallyHiddenCss}
`;

/**
 * What a screen reader should hear as the keyboard cursor moves ("Card 6, face down"): a polite
 * live region nobody sees, because the board shows it already. Results go in HudStatus.
 */
export function HudAnnouncer({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Hidden aria-live="polite" aria-atomic="true" data-testid={testId}>
      {children}
    </Hidden>
  );
}
