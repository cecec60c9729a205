import { create } from 'zustand';

interface LoadingState {
  /** Calls in flight that want the global loading overlay. */
  pending: number;
  begin: () => void;
  end: () => void;
}

export const useLoadingStore = create<LoadingState>()((set) => ({
  pending: 0,
  begin: () => set((s) => ({ pending: s.pending + 1 })),
  end: () => set((s) => ({ pending: Math.max(0, s.pending - 1) })),
}));
