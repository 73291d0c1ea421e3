import styled from "@emotion/styled";
import { PALETTE, type Studio } from "@station/studio";

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(48px, 1fr));
  gap: 8px;
  &[data-layout="row"] {
    /* The phone's strip: one row that scrolls sideways under a finger. */
    display: flex;
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: none;
    padding: 6px 4px;
    margin: -6px -4px;
  }
`;

/** A colour is a native radio: arrow keys move through the palette, its label is the colour's name. */
const Swatch = styled.label`
  position: relative;
  display: block;
  flex: none;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  border: 3px solid rgb(255 255 255 / 0.35);
  cursor: pointer;
  [data-layout="grid"] > & {
    width: auto;
    height: auto;
    min-height: 48px;
    aspect-ratio: 1;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: #fff;
    box-shadow:
      0 0 0 3px #231a4d,
      0 0 0 6px var(--butter);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--focus);
    outline-offset: 4px;
  }
`;

export function Swatches({
  studio,
  colour,
  layout,
}: {
  studio: Studio | null;
  colour: string;
  layout: "grid" | "row";
}) {
  return (
    <Grid role="radiogroup" aria-label="Colours" data-layout={layout}>
      {PALETTE.map((c) => (
        <Swatch key={c.id} style={{ background: c.hex }} title={c.name}>
          <input
            type="radio"
            name="studio-colour"
            value={c.id}
            aria-label={c.name}
            checked={colour === c.id}
            disabled={!studio}
            onChange={() => studio?.session.setColour(c.id)}
          />
        </Swatch>
      ))}
    </Grid>
  );
}
