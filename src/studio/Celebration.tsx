import { keyframes } from "@emotion/react";
import styled from "@emotion/styled";
import { PartyPopper } from "lucide-react";

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.96); }
  to { opacity: 1; transform: none; }
`;

const twinkle = keyframes`
  0%, 100% { opacity: 0; transform: scale(0.4) rotate(0deg); }
  40% { opacity: 1; transform: scale(1) rotate(40deg); }
`;

/** Over the drawing's foot, small, and gone on its own: the picture stays the star. */
const Card = styled.div`
  position: absolute;
  left: 50%;
  bottom: 12px;
  z-index: 2;
  translate: -50% 0;
  display: flex;
  align-items: center;
  gap: 10px;
  max-width: calc(100% - 24px);
  padding: 10px 16px;
  border-radius: 999px;
  background: #231a4d;
  color: var(--butter);
  font-weight: 800;
  box-shadow: var(--shadow);
  /* A tap through it still colours. */
  pointer-events: none;
  animation: ${rise} 400ms var(--ease) both;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Star = styled.span`
  position: absolute;
  width: 14px;
  height: 14px;
  background: var(--butter);
  clip-path: polygon(50% 0, 61% 39%, 100% 50%, 61% 61%, 50% 100%, 39% 61%, 0 50%, 39% 39%);
  animation: ${twinkle} 1.2s ease-in-out 2 both;
  @media (prefers-reduced-motion: reduce) {
    display: none;
  }
`;

const STARS = [
  { left: "-6px", top: "-10px", delay: "0ms", background: "var(--pink)" },
  { left: "30%", top: "-16px", delay: "200ms", background: "var(--butter)" },
  { right: "18%", top: "-14px", delay: "400ms", background: "var(--mint)" },
  { right: "-8px", top: "-6px", delay: "100ms", background: "var(--lavender)" },
  { right: "40%", bottom: "-14px", delay: "300ms", background: "var(--pink)" },
];

/** The small celebration when the last part gets its colour (still, under reduced motion). */
export function Celebration() {
  return (
    <Card data-testid="studio-celebration">
      {STARS.map(({ delay, ...place }, i) => (
        <Star key={i} aria-hidden style={{ ...place, animationDelay: delay }} />
      ))}
      <PartyPopper aria-hidden size={22} />
      <span>Every part coloured. Beautiful!</span>
    </Card>
  );
}
