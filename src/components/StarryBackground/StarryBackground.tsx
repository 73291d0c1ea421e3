import type { CSSProperties } from "react";
import { makeClouds, makeStars } from "./sky-layout";
import skyCss from "./starry-background.css?inline";

const stars = makeStars();
const clouds = makeClouds();

/** A night sky behind every page: twinkling stars and drifting clouds, all CSS. */
export function StarryBackground() {
  return (
    <div className="sky" aria-hidden="true">
      <style dangerouslySetInnerHTML={{ __html: skyCss }} />
      <div className="sky-stars">
        {stars.map((s, i) => (
          <span
            key={i}
            className="sky-star"
            style={{
              left: `${s.x}%`,
              top: `${s.y}%`,
              width: `${s.size}px`,
              height: `${s.size}px`,
              animationDelay: `${s.delay}s`,
              animationDuration: `${s.duration}s`,
            }}
          />
        ))}
      </div>
      {clouds.map((c, i) => (
        <svg
          key={i}
          className="sky-cloud"
          viewBox="0 0 200 90"
          width="200"
          height="90"
          style={
            {
              top: `${c.y}%`,
              opacity: c.opacity,
              "--cloud-scale": c.scale,
              animationDuration: `${c.duration}s`,
              animationDelay: `${c.delay}s`,
            } as CSSProperties
          }
        >
          <path
            fill="#fff"
            d="M44 82c-20 0-36-13-36-30s15-29 33-29c5-13 19-22 35-22 17 0 31 10 36 24 3-1 6-1 9-1 20 0 36 13 36 29 0 16-16 29-36 29z"
          />
        </svg>
      ))}
    </div>
  );
}
