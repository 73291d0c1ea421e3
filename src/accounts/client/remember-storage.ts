/**
 * 'Remember me' as a storage adapter for supabase-js. Remembered sessions live in localStorage
 * and survive a browser restart; the others live in sessionStorage and end with the browser
 * session. Reads look in both, so a page never needs to know which one was chosen; a write goes
 * to the chosen one and clears the other, so a session is never in both.
 */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A store that forgets everything: used when the browser refuses storage (some private modes). */
export function memoryStore(): KeyValueStore {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** The browser's storage by name, or null when reading it throws (blocked cookies, sandboxed frames). */
export function browserStore(name: "localStorage" | "sessionStorage"): KeyValueStore | null {
  try {
    const store = globalThis[name];
    return store ?? null;
  } catch {
    return null;
  }
}

function safeGet(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null;
  }
}

function safeRemove(store: KeyValueStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // Nothing to clean up in a store we cannot reach.
  }
}

export class RememberStorage {
  private remember: boolean;

  constructor(
    private readonly persistent: KeyValueStore,
    private readonly perSession: KeyValueStore,
    sessionKey: string,
  ) {
    // A session already kept for this browser session only stays there when its tokens refresh.
    this.remember = !(safeGet(perSession, sessionKey) !== null && safeGet(persistent, sessionKey) === null);
  }

  /** Chooses where the next sign-in's session is kept. */
  setRemember(remember: boolean): void {
    this.remember = remember;
  }

  get remembers(): boolean {
    return this.remember;
  }

  getItem(key: string): string | null {
    return safeGet(this.persistent, key) ?? safeGet(this.perSession, key);
  }

  setItem(key: string, value: string): void {
    const [target, other] = this.remember ? [this.persistent, this.perSession] : [this.perSession, this.persistent];
    try {
      target.setItem(key, value);
    } catch {
      // Full or blocked: the session still works for this page, it just won't be restored.
    }
    safeRemove(other, key);
  }

  removeItem(key: string): void {
    safeRemove(this.persistent, key);
    safeRemove(this.perSession, key);
  }
}

/** True when either storage holds a session: only then does a content page load the auth client. */
export function hasStoredSession(sessionKey: string): boolean {
  for (const store of [browserStore("localStorage"), browserStore("sessionStorage")]) {
    if (store && safeGet(store, sessionKey) !== null) return true;
  }
  return false;
}
