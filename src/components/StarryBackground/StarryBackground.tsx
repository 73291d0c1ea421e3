import type { CSSProperties } from "react";
import { makeClouds, makeStars } from "./sky-layout";
import skyCss from "./starry-background.css?inline";

const stars = makeStars();
const clouds = makeClouds();

/** A cloud is overlapping puffs [cx, cy, r]: a wide base, a taller middle, smaller shoulders. */
const puffs = [
  [56, 78, 40],
  [100, 58, 50],
  [150, 64, 44],
  [190, 80, 34],
  [124, 86, 38],
  [80, 92, 30],
] as const;

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
      {/* One soft puff, white at the heart fading to lavender and then to nothing: no hard edge to read as a smudge. */}
      <svg className="sky-defs" width="0" height="0" focusable="false">
        <defs>
          <radialGradient id="sky-puff">
            <stop offset="0%" stopColor="#ffffff" stopOpacity="1" />
            <stop offset="55%" stopColor="#f1ebff" stopOpacity="0.85" />
            <stop offset="80%" stopColor="#d9ccff" stopOpacity="0.4" />
            <stop offset="100%" stopColor="#c9b6ff" stopOpacity="0" />
          </radialGradient>
        </defs>
      </svg>
      {clouds.map((c, i) => (
        <svg
          key={i}
          className="sky-cloud"
          viewBox="0 0 240 120"
          width="240"
          height="120"
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
          {puffs.map(([cx, cy, r]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill="url(#sky-puff)" />
          ))}
        </svg>
      ))}
    </div>
  );
}
