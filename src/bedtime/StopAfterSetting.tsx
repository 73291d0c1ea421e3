import { useId, useSyncExternalStore } from "react";
import { SettingLabel } from "../game-page/setting-label";
import {
  DEFAULT_STOP_AFTER,
  setStopAfter,
  stopAfter,
  STOP_CHOICES,
  subscribeStopAfter,
  type StopAfter,
} from "./stop-after";

/** The chosen minutes before the gentle stop, live; the default on the pre-rendered page. */
export function useStopAfter(): StopAfter {
  return useSyncExternalStore(subscribeStopAfter, stopAfter, () => DEFAULT_STOP_AFTER);
}

/** At bedtime, under the menu's switch: when the games offer their gentle stop. */
export default function StopAfterSetting() {
  const minutes = useStopAfter();
  const id = useId();
  return (
    <SettingLabel htmlFor={id}>
      Bedtime stop
      <select
        id={id}
        data-testid="bedtime-stop"
        value={minutes}
        onChange={(e) => setStopAfter(Number(e.target.value) as StopAfter)}
      >
        {STOP_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? "never" : `${choice} min`}
          </option>
        ))}
      </select>
    </SettingLabel>
  );
}
