import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { savePendingBooking, takePendingBooking } from '@/lib/pending-booking';
import { useUserStore } from '@/stores/user-store';
import { signIn, Where } from '@/test/harness';
import { MembersOnly, useResumePendingBooking } from './member-booking';

function Page({ hasChoice }: { hasChoice: boolean }) {
  useResumePendingBooking(hasChoice);
  return (
    <>
      <Where />
      <MembersOnly loginText="预订需要先登录">
        <p>form</p>
      </MembersOnly>
    </>
  );
}

const renderAt = (url: string, hasChoice: boolean) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/ticket/book" element={<Page hasChoice={hasChoice} />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  sessionStorage.clear();
  useUserStore.setState({ userInfo: { token: '', refreshToken: '', mobile: '' }, loginAt: 0 });
});

describe('member booking', () => {
  it('asks a visitor to log in and keeps the page to come back to', () => {
    renderAt('/ticket/book?train=bus&scheduleId=S1', true);
    expect(screen.queryByText('form')).toBeNull();
    expect(screen.getByText('预订需要先登录')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '立即登录' }));
    expect(useUserStore.getState().loginMask).toBe(true);
    expect(takePendingBooking()).toBe('/ticket/book?train=bus&scheduleId=S1');
  });

  it('shows the booking to a member', () => {
    signIn();
    renderAt('/ticket/book?train=bus&scheduleId=S1', true);
    expect(screen.getByText('form')).toBeInTheDocument();
  });

  it('resumes the booking a login started when the page has no choice', () => {
    signIn();
    savePendingBooking('/ticket/book?train=train&trainCode=G1');
    renderAt('/ticket/book?train=flight', false);
    expect(takePendingBooking()).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/ticket/book?train=train&trainCode=G1');
  });
});
