import type { AnyGameDefinition } from "../contract/define-game";
import { Panel } from "./game-host-styles";

/** The How to play panel: the game's keyboard and touch lines, and the host's own M for mute. */
export function HowToPlay({ id, title, definition }: { id: string; title: string; definition?: AnyGameDefinition }) {
  return (
    <Panel id={id}>
      <h2>How to play {title}</h2>
      {definition ? (
        <>
          <h3>Keyboard</h3>
          <ul>
            {definition.howToPlay.keyboard.map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li>M turns the sound on or off.</li>
          </ul>
          <h3>Touch</h3>
          <ul>
            {definition.howToPlay.touch.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>Loading…</p>
      )}
    </Panel>
  );
}
