import { css } from "@emotion/react";

/** Keyframes for the ship and the twinkles: transform and opacity only, so the compositor does the work. */
export const spaceSceneKeyframes = css`
  @keyframes space-flight-loop {
    0%,
    100% {
      transform: translate(0, 0) rotate(0deg);
    }
    25% {
      transform: translate(28vw, -30px) rotate(8deg);
    }
    50% {
      transform: translate(40vw, 10px) rotate(0deg);
    }
    75% {
      transform: translate(14vw, 40px) rotate(-8deg);
    }
  }
  @keyframes space-flight-swoop {
    0%,
    100% {
      transform: translate(0, 0) rotate(0deg);
    }
    50% {
      transform: translate(34vw, -40px) rotate(12deg);
    }
  }
  @keyframes space-flight-zigzag {
    0%,
    100% {
      transform: translate(0, 0) rotate(0deg);
    }
    20% {
      transform: translate(10vw, -36px) rotate(10deg);
    }
    40% {
      transform: translate(20vw, 24px) rotate(-10deg);
    }
    60% {
      transform: translate(30vw, -36px) rotate(10deg);
    }
    80% {
      transform: translate(14vw, 24px) rotate(-6deg);
    }
  }
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
