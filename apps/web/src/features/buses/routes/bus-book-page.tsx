import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { BookNotice, LoginNotice } from '@/components/booking/book-notice';
import { PageSpinner } from '@/components/page-spinner';
import { savePendingBooking, takePendingBooking } from '@/lib/pending-booking';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/flights.css';
import '@/styles/booking.css';
import '@/styles/rail.css';
import { BusBookForm } from '../components/book/bus-book-form';
import { useBusDeparture } from '../hooks/use-bus-departure';
import { departureFromParams, type BusDepartureRef } from '../lib/booking-url';

/** /ticket/book?train=bus&scheduleId=…&date=…&from=…&to=…: book a coach departure. */
export default function BusBookPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const departure = departureFromParams(params);
  const hasDeparture = departure !== null;

  // after a login started from 预订 the overlay may land here without a departure: resume it
  useEffect(() => {
    if (hasDeparture) return;
    const pending = takePendingBooking();
    if (pending) navigate(pending, { replace: true });
  }, [hasDeparture, navigate]);

  if (!departure)
    return (
      <BookNotice
        title="请先选择班次"
        text="查询班次后点击预订，即可在这里填写乘车人并提交订单"
        linkTo="/train?type=bus"
        linkText="去查询班次"
      />
    );
  return <BusBooking departure={departure} />;
}

function BusBooking({ departure }: { departure: BusDepartureRef }) {
  const loggedIn = useUserStore(selectLoggedIn);
  const location = useLocation();
  const { schedule, loading, missing } = useBusDeparture(loggedIn ? departure : null);
  if (!loggedIn) {
    return (
      <LoginNotice
        text="为保障购票信息安全，预订汽车票需要先登录"
        onLogin={() => {
          savePendingBooking(`${location.pathname}${location.search}`);
          requireLogin();
        }}
      />
    );
  }
  if (loading) return <PageSpinner />;
  if (missing || !schedule)
    return (
      <BookNotice
        title="该班次暂不可预订"
        text="班次已停售或余票不足，请返回重新查询"
        linkTo={`/train?${new URLSearchParams({ type: 'bus', from: departure.from, to: departure.to, date: departure.date })}`}
        linkText="重新查询班次"
      />
    );
  return <BusBookForm schedule={schedule} />;
}
