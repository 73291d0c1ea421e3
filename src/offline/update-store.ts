import { create } from "zustand";

interface UpdateState {
  /** Set when a new version's worker is installed and waiting: calling it switches and reloads. */
  apply: (() => void) | null;
  offer: (apply: () => void) => void;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  apply: null,
  offer: (apply) => set({ apply }),
  dismiss: () => set({ apply: null }),
}));
