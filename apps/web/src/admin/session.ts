/**
 * The staff console's own session (never the member user store): the `staff-token` and the
 * signed-in staff member, kept in sessionStorage so a closed tab ends it on this computer.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StaffRole } from '@lvxing/shared';

/** The signed-in staff member as the console shows them. */
export interface StaffMe {
  id: string;
  loginName: string;
  displayName: string;
  role: StaffRole;
}

interface StaffSessionState {
  token: string | null;
  staff: StaffMe | null;
  signIn: (token: string, staff: StaffMe) => void;
  setStaff: (staff: StaffMe) => void;
  clear: () => void;
}

export const STAFF_SESSION_KEY = 'lvxing-staff-session';

export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      token: null,
      staff: null,
      signIn: (token, staff) => set({ token, staff }),
      setStaff: (staff) => set({ staff }),
      clear: () => set({ token: null, staff: null }),
    }),
    {
      name: STAFF_SESSION_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ token: s.token, staff: s.staff }),
    },
  ),
);
