import { css } from "@emotion/react";

type Stop = [percent: number, x: string, y: string, degrees: number];

/** One of the ship's flights: it leaves from and comes back to rest, passing each stop on the way. */
const flight = (name: string, stops: Stop[]) => `
  @keyframes ${name} {
    0%,
    100% {
      transform: translate(0, 0) rotate(0deg);
    }
    ${stops.map(([percent, x, y, degrees]) => `${percent}% { transform: translate(${x}, ${y}) rotate(${degrees}deg); }`).join("\n")}
  }
`;

/** Keyframes for the ship and the twinkles: transform and opacity only, so the compositor does the work. */
export const spaceSceneKeyframes = css`
  ${flight("space-flight-loop", [
    [25, "28vw", "-30px", 8],
    [50, "40vw", "10px", 0],
    [75, "14vw", "40px", -8],
  ])}
  ${flight("space-flight-swoop", [[50, "34vw", "-40px", 12]])}
  ${flight("space-flight-zigzag", [
    [20, "10vw", "-36px", 10],
    [40, "20vw", "24px", -10],
    [60, "30vw", "-36px", 10],
    [80, "14vw", "24px", -6],
  ])}
  @keyframes space-twinkle {
    from {
      opacity: 1;
      transform: scale(1);
    }
    to {
      opacity: 0.35;
      transform: scale(0.7);
    }
  }
`;
