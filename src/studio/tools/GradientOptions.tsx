/**
 * The gradient's choices as native menus: a style with its own direction (what a tap or Enter
 * uses; a drag sets the direction instead) and the second colour, by name.
 */
import styled from "@emotion/styled";
import { useId } from "react";
import {
  GRADIENT_STYLES,
  PALETTE,
  colourHex,
  colourLabel,
  type GradientStyle,
  type Studio,
  type StudioState,
} from "@station/studio";
import { controlFaceCss } from "../tool-styles";

const Field = styled.label`
  display: grid;
  gap: 4px;
  font-weight: 800;
  select {
    min-height: 48px;
    padding: 0 10px;
    ${controlFaceCss}
  }
  select:focus-visible {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
`;

const Preview = styled.div`
  height: 24px;
  border-radius: var(--radius-small);
  border: 2px solid rgb(255 255 255 / 0.5);
`;

const Box = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 8px;
  p {
    margin: 0;
    color: var(--text-muted);
  }
`;

/** A native menu of named choices under its label. */
function Choice(props: {
  label: string;
  value: string;
  options: readonly { id: string; name: string }[];
  describedBy?: string;
  onChange(id: string): void;
}) {
  return (
    <Field>
      {props.label}
      <select value={props.value} aria-describedby={props.describedBy} onChange={(e) => props.onChange(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function GradientOptions({ studio, state }: { studio: Studio; state: StudioState }) {
  const session = studio.session;
  const hint = useId();
  const from = colourHex(state.colour) ?? "#ffffff";
  const to = colourHex(state.gradientEnd) ?? "#ffffff";
  const seconds = [...state.own.map((hex) => ({ id: hex, name: `${colourLabel(hex)} (yours)` })), ...PALETTE];
  return (
    <Box>
      <Choice
        label="Direction"
        value={state.gradientStyle}
        options={GRADIENT_STYLES}
        describedBy={hint}
        onChange={(id) => session.setGradientStyle(id as GradientStyle)}
      />
      <Choice
        label="Second colour"
        value={state.gradientEnd}
        options={seconds}
        onChange={(id) => session.setGradientEnd(id)}
      />
      <Preview
        role="img"
        aria-label={`From ${colourLabel(state.colour).toLowerCase()} to ${colourLabel(state.gradientEnd).toLowerCase()}`}
        style={{ background: `linear-gradient(to right, ${from}, ${to})` }}
      />
      <p id={hint}>
        The first colour is the one in hand. Tap a part to fill it this way, or drag across it to set the direction.
      </p>
    </Box>
  );
}
