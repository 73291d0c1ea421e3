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
        <span
          key={i}
          className="sky-cloud"
          style={
            {
              top: `${c.y}%`,
              opacity: c.opacity,
              "--cloud-scale": c.scale,
              animationDuration: `${c.duration}s`,
              animationDelay: `${c.delay}s`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
