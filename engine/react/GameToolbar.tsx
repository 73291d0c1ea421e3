import { BookOpen, Maximize, Minimize, Volume2, VolumeX } from "lucide-react";
import { useStore } from "zustand";
import { muteStore } from "../audio/mute";
import { Toolbar } from "./game-host-styles";
import { HudButton } from "./hud";

/** What the toolbar shows and toggles; mute is the engine's own remembered store. */
export interface GameToolbarProps {
  helpId: string;
  helpOpen: boolean;
  onHelp(): void;
  fullscreen: boolean;
  onFullscreen(): void;
}

/** How to play, Sound on/off (also M on the board) and Full screen, above every game. */
export function GameToolbar({ helpId, helpOpen, onHelp, fullscreen, onFullscreen }: GameToolbarProps) {
  const muted = useStore(muteStore, (s) => s.muted);
  return (
    <Toolbar>
      <HudButton aria-expanded={helpOpen} aria-controls={helpId} onClick={onHelp}>
        <BookOpen aria-hidden size={20} /> How to play
      </HudButton>
      <HudButton aria-pressed={muted} onClick={() => muteStore.getState().toggle()} title="Mute (M)">
        {muted ? <VolumeX aria-hidden size={20} /> : <Volume2 aria-hidden size={20} />}{" "}
        {muted ? "Sound off" : "Sound on"}
      </HudButton>
      <HudButton aria-pressed={fullscreen} onClick={onFullscreen}>
        {fullscreen ? <Minimize aria-hidden size={20} /> : <Maximize aria-hidden size={20} />}{" "}
        {fullscreen ? "Exit full screen" : "Full screen"}
      </HudButton>
    </Toolbar>
  );
}
