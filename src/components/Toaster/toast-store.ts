import { create } from "zustand";

export const TOAST_DURATION_MS = 5000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
  /** Milliseconds before it leaves by itself; defaults to 5000. */
  duration?: number;
}

export interface ShownToast extends ToastInput {
  id: number;
}

interface ToastState {
  /** At most one toast is visible: a new one replaces the current one. */
  current: ShownToast | null;
  show: (input: ToastInput) => number;
  dismiss: (id: number) => void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show: (input) => {
    const id = nextId++;
    set({ current: { ...input, id } });
    return id;
  },
  dismiss: (id) => set((state) => (state.current?.id === id ? { current: null } : state)),
}));

/** Show a toast from anywhere: event handlers, auth callbacks, games. */
export function toast(input: ToastInput): number {
  return useToastStore.getState().show(input);
}
