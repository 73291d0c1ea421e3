import { BookOpen, Maximize, Minimize, Volume2, VolumeX } from "lucide-react";
import type { ReactNode } from "react";
import { useStore } from "zustand";
import { muteStore } from "../audio/mute";
import { ButtonText, Toolbar, ToolButtons } from "./game-host-styles";
import { HudButton } from "./hud";

/** What the toolbar shows and toggles; mute is the engine's own remembered store. */
export interface GameToolbarProps {
  /** The page's heading and its line of bests, at the start of the row. */
  children?: ReactNode;
  /** The page's settings for the game, kept with the buttons (they wrap together). */
  settings?: ReactNode;
  helpId: string;
  helpOpen: boolean;
  onHelp(): void;
  fullscreen: boolean;
  onFullscreen(): void;
}

/**
 * One row above every game: the page's heading, then How to play, Sound on/off (also M on the
 * board) and Full screen as round icon buttons. Each keeps its words as its name (and tooltip),
 * so the row stays one line and the board gets the height.
 */
export function GameToolbar({
  children,
  settings,
  helpId,
  helpOpen,
  onHelp,
  fullscreen,
  onFullscreen,
}: GameToolbarProps) {
  const muted = useStore(muteStore, (s) => s.muted);
  const sound = muted ? "Sound off" : "Sound on";
  const screen = fullscreen ? "Exit full screen" : "Full screen";
  return (
    <Toolbar>
      {children}
      <ToolButtons>
        {settings}
        <HudButton aria-expanded={helpOpen} aria-controls={helpId} onClick={onHelp} title="How to play">
          <BookOpen aria-hidden size={22} />
          <ButtonText>How to play</ButtonText>
        </HudButton>
        <HudButton aria-pressed={muted} onClick={() => muteStore.getState().toggle()} title={`${sound} (M)`}>
          {muted ? <VolumeX aria-hidden size={22} /> : <Volume2 aria-hidden size={22} />}
          <ButtonText>{sound}</ButtonText>
        </HudButton>
        <HudButton aria-pressed={fullscreen} onClick={onFullscreen} title={screen}>
          {fullscreen ? <Minimize aria-hidden size={22} /> : <Maximize aria-hidden size={22} />}
          <ButtonText>{screen}</ButtonText>
        </HudButton>
      </ToolButtons>
    </Toolbar>
  );
}
