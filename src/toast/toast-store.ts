import { create } from "zustand";

export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it leaves by itself; defaults to 5000. */
  duration?: number;
  /**
   * Shown but not read out: what it says is announced elsewhere already (a game's toasts and its
   * round's new best, which the game's own announcer says once).
   */
  silent?: boolean;
  /** A small picture before the words (a sticker just earned); decorative: the words say what it is. */
  image?: string;
}

export interface ShownToast extends ToastInput {
  id: number;
}

interface ToastState {
  /** At most one toast is visible: a new one replaces the current one. */
  current: ShownToast | null;
  /** Once any toast was asked for, the region stays mounted so screen readers keep its live region. */
  started: boolean;
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  started: false,
  show: (input) => {
    const id = nextId++;
    set({ current: { ...input, id }, started: true });
    return id;
  },
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Show a toast from anywhere: event handlers, auth callbacks, games. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
