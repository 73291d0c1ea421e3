import { Global } from "@emotion/react";
import styled from "@emotion/styled";
import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { pickFlight, type Flight } from "./flights";
import { spaceSceneKeyframes } from "./space-scene.css";

/** The whole scene is the link; below 768px its words sit under the picture, where they never hide the ship. */
const Scene = styled(Link)`
  position: relative;
  display: block;
  margin: 8px 0 24px;
  color: var(--text);
  text-decoration: none;
  /* Still when the visitor asked for less motion or paused the sky. */
  @media (prefers-reduced-motion: reduce) {
    * {
      animation: none !important;
    }
  }
  html[data-motion="paused"] & * {
    animation-play-state: paused !important;
  }
`;

const Sky = styled.span`
  position: relative;
  display: block;
  height: clamp(220px, 32vw, 300px);
  overflow: hidden;
  border-radius: var(--radius);
  background: radial-gradient(circle at 80% 20%, #3b2f86 0%, #231a4d 45%, #130f33 100%);
  border: 1px solid var(--border);
  contain: paint;
`;

const Planet = styled.span`
  position: absolute;
  right: 8%;
  top: 18%;
  width: clamp(70px, 12vw, 120px);
  aspect-ratio: 1;
  border-radius: 50%;
  background: radial-gradient(circle at 35% 35%, #ffd1e8, #ff8cc6 60%, #d46aa8);
  box-shadow: 0 0 40px rgb(255 179 217 / 0.45);
`;

const Twinkle = styled.svg`
  position: absolute;
  animation: space-twinkle 2.4s ease-in-out infinite alternate;
`;

const Ship = styled.svg`
  position: absolute;
  left: 6%;
  bottom: 22%;
  width: clamp(90px, 14vw, 140px);
  height: auto;
  animation-timing-function: ease-in-out;
  animation-iteration-count: infinite;
`;

const Label = styled.span`
  position: absolute;
  left: 50%;
  bottom: 16px;
  transform: translateX(-50%);
  padding: 10px 18px;
  border-radius: 999px;
  background: var(--butter);
  color: #231a4d;
  font-weight: 800;
  white-space: nowrap;
  opacity: 0;
  transition: opacity 200ms ease;
  a:hover > &,
  a:focus-visible > & {
    opacity: 1;
  }
  @media (hover: none) and (min-width: 768px) {
    opacity: 1;
  }
  /* A phone has no hover: the words are a plain link under the picture, always shown. */
  @media (max-width: 767.98px) {
    position: static;
    display: block;
    transform: none;
    margin-top: 8px;
    padding: 6px 0;
    background: none;
    color: var(--butter);
    font-weight: 700;
    text-align: center;
    text-decoration: underline;
    text-underline-offset: 0.2em;
    white-space: normal;
    opacity: 1;
  }
`;

// Hand-placed so the scene looks the same on every load: [left %, top %, size px, delay s].
const sparkles = [
  [12, 14, 14, 0],
  [30, 8, 10, 0.6],
  [46, 22, 16, 1.2],
  [60, 10, 12, 0.3],
  [22, 62, 10, 0.9],
  [54, 70, 14, 1.5],
  [70, 58, 10, 0.4],
  [92, 72, 14, 1.1],
] as const;

const stars = [
  [6, 30, 22, 0.2],
  [38, 44, 18, 1.4],
  [66, 34, 24, 0.8],
  [88, 8, 20, 1.8],
] as const;

const STAR_PATH = "M12 1l3.1 6.9 7.4.8-5.6 5 1.6 7.3L12 17.3 5.5 21l1.6-7.3-5.6-5 7.4-.8z";
const SPARKLE_PATH = "M12 0c1 7 4 10 12 12-8 2-11 5-12 12-1-7-4-10-12-12 8-2 11-5 12-12z";

/** The two kinds of twinkle, drawn alike: the stars are fewer, bigger and slower. */
const twinkles = [
  { part: "sparkle", points: sparkles, path: SPARKLE_PATH, fill: "#a8f0d8", duration: undefined },
  { part: "star", points: stars, path: STAR_PATH, fill: "#fff1a8", duration: "3.2s" },
] as const;

let chosen: Flight | undefined;
const chosenFlight = () => (chosen ??= pickFlight());
const noFlightYet = () => null;
const neverChanges = () => () => {};

/**
 * The home page's little space scene, a link to the activities. The ship's flight is chosen after
 * hydration (the pre-rendered HTML cannot know it), and only its animation changes, so nothing
 * shifts and the server's HTML still matches.
 */
export function SpaceScene() {
  const flight = useSyncExternalStore(neverChanges, chosenFlight, noFlightYet);
  return (
    <Scene to="/activities" data-testid="space-scene" data-flight={flight?.name}>
      <Global styles={spaceSceneKeyframes} />
      <Sky>
        <Planet aria-hidden />
        {twinkles.map(({ part, points, path, fill, duration }) =>
          points.map(([left, top, size, delay], i) => (
            <Twinkle
              key={`${part}-${i}`}
              data-part={part}
              aria-hidden
              viewBox="0 0 24 24"
              width={size}
              height={size}
              style={{ left: `${left}%`, top: `${top}%`, animationDelay: `${delay}s`, animationDuration: duration }}
            >
              <path d={path} fill={fill} />
            </Twinkle>
          )),
        )}
        <Ship
          data-part="spaceship"
          aria-hidden
          viewBox="0 0 140 80"
          style={flight ? { animationName: flight.name, animationDuration: `${flight.seconds}s` } : undefined}
        >
          <path
            d="M18 40c0-14 30-26 62-26 26 0 46 12 52 26-6 14-26 26-52 26-32 0-62-12-62-26z"
            fill="#b8a6ff"
            stroke="#fff"
            strokeWidth="3"
          />
          <circle cx="90" cy="40" r="12" fill="#a8d8ff" stroke="#fff" strokeWidth="3" />
          <path d="M40 18l-14-14h22l14 12zM40 62l-14 14h22l14-12z" fill="#ffb3d9" stroke="#fff" strokeWidth="3" />
          <path d="M18 32L2 26v28l16-6z" fill="#fff1a8" />
        </Ship>
      </Sky>
      <Label data-part="label">Click to Explore Your Little Space!</Label>
    </Scene>
  );
}
