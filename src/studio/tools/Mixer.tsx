/**
 * Mixing a colour of one's own: hue, saturation and lightness sliders, the colour shown and named
 * (the nearest named colour, also in each slider's spoken value), and a button that keeps it.
 */
import styled from "@emotion/styled";
import { Palette, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  colourHex,
  colourName,
  hexToHsl,
  hslToHex,
  OWN_COLOUR_LIMIT,
  type Hsl,
  type Studio,
  type StudioState,
} from "@station/studio";
import { Group, ToolButton } from "../tool-styles";

const Panel = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 8px;
`;

const Slider = styled.label`
  display: grid;
  grid-template-columns: 6.5em minmax(0, 1fr) 3em;
  align-items: center;
  gap: 8px;
  font-weight: 800;
  input {
    width: 100%;
    min-height: 48px;
    margin: 0;
    accent-color: var(--butter);
  }
  input:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  span:last-child {
    text-align: right;
    color: var(--text-muted);
    font-weight: 600;
  }
`;

const Result = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-weight: 800;
  div {
    width: 48px;
    height: 48px;
    border-radius: 50%;
    border: 3px solid rgb(255 255 255 / 0.6);
  }
`;

const SLIDERS = [
  { key: "h", label: "Hue", max: 359, unit: "°" },
  { key: "s", label: "Saturation", max: 100, unit: "%" },
  { key: "l", label: "Lightness", max: 100, unit: "%" },
] as const;

export const MIXER_PANEL = "studio-mixer";

/** Opens and closes the mixer: a round button among the tools, named for screen readers. */
export function MixerToggle({ open, disabled, onToggle }: { open: boolean; disabled: boolean; onToggle: () => void }) {
  return (
    <ToolButton
      type="button"
      aria-label="Mix a colour"
      title="Mix a colour"
      aria-expanded={open}
      aria-controls={open ? MIXER_PANEL : undefined}
      disabled={disabled}
      onClick={onToggle}
    >
      <Palette aria-hidden size={20} />
    </ToolButton>
  );
}

/** The mixer, shown while open; it starts from the colour in hand, so a small change is a small move. */
export function MixerPanel({ studio, state }: { studio: Studio; state: StudioState }) {
  const [hsl, setHsl] = useState<Hsl>(() => hexToHsl(colourHex(state.colour) ?? "#aed6f1"));
  const hex = hslToHex(hsl);
  const name = colourName(hex);
  const box = useRef<HTMLDivElement>(null);
  // The button that opens it sits among the tools, above the colours: bring the sliders into view.
  useEffect(() => {
    box.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div ref={box}>
      {
        <Panel id={MIXER_PANEL} role="group" aria-label="Mix a colour">
          {SLIDERS.map(({ key, label, max, unit }) => (
            <Slider key={key}>
              <span>{label}</span>
              <input
                type="range"
                min={0}
                max={max}
                value={hsl[key]}
                aria-valuetext={`${hsl[key]}${unit === "°" ? " degrees" : " percent"}, ${name}`}
                onChange={(e) => setHsl({ ...hsl, [key]: Number(e.target.value) })}
              />
              <span aria-hidden>
                {hsl[key]}
                {unit}
              </span>
            </Slider>
          ))}
          <Result>
            <div style={{ background: hex }} aria-hidden />
            <span data-testid="mixer-name">{name[0]!.toUpperCase() + name.slice(1)}</span>
          </Result>
          <Group>
            <ToolButton type="button" data-tone="strong" onClick={() => studio.session.addOwnColour(hex)}>
              <Plus aria-hidden size={20} />
              Use this colour
            </ToolButton>
          </Group>
          <p style={{ margin: 0, color: "var(--text-muted)" }}>
            Your colours stay with this picture, up to {OWN_COLOUR_LIMIT}.
          </p>
        </Panel>
      }
    </div>
  );
}
