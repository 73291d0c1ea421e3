/** The member's own colours for this picture, each a button named by its nearest named colour. */
import styled from "@emotion/styled";
import { colourLabel, OWN_COLOUR_LIMIT, type Studio, type StudioState } from "@station/studio";
import { Group, GroupLabel, SwatchButton } from "../tool-styles";

/** An own colour in hand is ringed as well as outlined. */
const OwnButton = styled(SwatchButton)`
  &[aria-pressed="true"] {
    box-shadow:
      0 0 0 3px #231a4d,
      0 0 0 6px var(--butter);
  }
`;

export function OwnColours({ studio, state }: { studio: Studio; state: StudioState }) {
  if (state.own.length === 0) return null;
  return (
    <div>
      <GroupLabel as="p">
        Your colours ({state.own.length} of {OWN_COLOUR_LIMIT})
      </GroupLabel>
      <Group>
        {state.own.map((hex, i) => (
          <OwnButton
            key={hex}
            type="button"
            aria-label={`${colourLabel(hex)}, your colour ${i + 1}`}
            aria-pressed={state.colour === hex}
            style={{ background: hex }}
            onClick={() => studio.session.setColour(hex)}
          />
        ))}
      </Group>
    </div>
  );
}
