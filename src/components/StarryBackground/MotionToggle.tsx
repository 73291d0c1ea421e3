import styled from "@emotion/styled";
import { Pause, Play } from "lucide-react";
import { useSyncExternalStore } from "react";
import { LARGE_SCREEN } from "../breakpoints";
import { toast } from "../../toast/toast-store";
import { isBackgroundPaused, setBackgroundPaused, subscribeBackgroundPaused } from "./motion-preference";
import { visuallyHiddenCss } from "../visually-hidden";

/*
 * It lives with the site's own furniture, never where a page's content (a game's board or pad)
 * can be: at the end of the sticky top bar on small screens, at the foot of the sidebar on large
 * ones (the sidebar keeps room for it; closed, that corner is the page's margin).
 */
const Button = styled.button`
  position: fixed;
  top: calc((var(--topbar-height) - 48px) / 2);
  right: 12px;
  z-index: 30;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4rem;
  min-width: 48px;
  min-height: 48px;
  padding: 0 14px;
  font: inherit;
  font-weight: 700;
  border: 1px solid var(--border);
  border-radius: 999px;
  background: var(--surface-solid);
  color: var(--text);
  box-shadow: var(--shadow);
  cursor: pointer;
  &:hover {
    background: var(--surface-raised);
  }
  @media ${LARGE_SCREEN} {
    top: auto;
    right: auto;
    bottom: 20px;
    left: 16px;
  }
  /* A narrow top bar has room for the icon only; the words stay its name. */
  @media (max-width: 479.98px) {
    padding: 0;
    span {
      ${visuallyHiddenCss}
    }
  }
  @media (prefers-reduced-motion: reduce) {
    /* The sky is already still; the control would do nothing. */
    display: none;
  }
  /* Bedtime stills the sky too (src/bedtime): "Pause the stars" would change nothing there. */
  html[data-bedtime="on"] & {
    display: none;
  }
`;

/** The visible pause control for the moving background. */
export function MotionToggle() {
  const paused = useSyncExternalStore(subscribeBackgroundPaused, isBackgroundPaused, () => false);
  const label = paused ? "Play the stars" : "Pause the stars";
  return (
    <Button
      type="button"
      title={paused ? "Set the background's stars and clouds moving" : "Stop the background's stars and clouds"}
      data-testid="motion-toggle"
      data-print="hide"
      onClick={() => {
        setBackgroundPaused(!paused);
        toast({
          title: paused ? "Twinkling again ✨" : "Stars paused",
          description: paused
            ? "The background is moving again."
            : "The background will stay still, even next time you visit.",
        });
      }}
    >
      {paused ? <Play aria-hidden size={20} /> : <Pause aria-hidden size={20} />}
      <span>{label}</span>
    </Button>
  );
}
