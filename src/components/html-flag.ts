/**
 * A visitor's on/off choice that lives on <html data-<name>="<value>">, so CSS acts on it with no
 * React render, and is remembered in this browser; the inline boot script (its text hashed into
 * the page's CSP) applies it before the first paint. Bedtime and the paused background are two.
 */
export interface HtmlFlag {
  readonly bootScript: string;
  isOn(): boolean;
  set(on: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function htmlFlag(name: string, storageKey: string, value: string): HtmlFlag {
  const [key, on] = [JSON.stringify(storageKey), JSON.stringify(value)];
  const listeners = new Set<() => void>();
  return {
    bootScript: `try{if(localStorage.getItem(${key})===${on})document.documentElement.dataset.${name}=${on}}catch(e){}`,
    isOn: () => document.documentElement.dataset[name] === value,
    set(turnOn) {
      const { dataset } = document.documentElement;
      if (turnOn) dataset[name] = value;
      else delete dataset[name];
      try {
        if (turnOn) localStorage.setItem(storageKey, value);
        else localStorage.removeItem(storageKey);
      } catch {
        // Private windows may refuse storage; the choice still holds for this visit.
      }
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
