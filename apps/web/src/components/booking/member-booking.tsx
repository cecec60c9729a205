import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { savePendingBooking, takePendingBooking } from '@/lib/pending-booking';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import { LoginNotice } from './book-notice';

/**
 * A booking page opened without a choice (`hasChoice` false) after a login started from 预订:
 * the login overlay may land there, so the booking that started it is resumed.
 */
export function useResumePendingBooking(hasChoice: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (hasChoice) return;
    const pending = takePendingBooking();
    if (pending) navigate(pending, { replace: true });
  }, [hasChoice, navigate]);
}

/**
 * The booking (`children`) for a member only: a visitor is asked to log in first (`loginText`),
 * and this page is kept to come back to after the login.
 */
export function MembersOnly({ loginText, children }: { loginText: string; children: ReactNode }) {
  const loggedIn = useUserStore(selectLoggedIn);
  const location = useLocation();
  if (loggedIn) return children;
  return (
    <LoginNotice
      text={loginText}
      onLogin={() => {
        savePendingBooking(`${location.pathname}${location.search}`);
        requireLogin();
      }}
    />
  );
}
