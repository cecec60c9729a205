import { useSearchParams } from 'react-router';
import { BookNotice } from '@/components/booking/book-notice';
import { MembersOnly, useResumePendingBooking } from '@/components/booking/member-booking';
import { PageSpinner } from '@/components/page-spinner';
import '@/styles/flights.css';
import '@/styles/booking.css';
import '@/styles/rail.css';
import { BusBookForm } from '../components/book/bus-book-form';
import { useBusDeparture } from '../hooks/use-bus-departure';
import { departureFromParams, type BusDepartureRef } from '../lib/booking-url';

/** /ticket/book?train=bus&scheduleId=…&date=…&from=…&to=…: book a coach departure. */
export default function BusBookPage() {
  const [params] = useSearchParams();
  const departure = departureFromParams(params);
  useResumePendingBooking(departure !== null);

  if (!departure)
    return (
      <BookNotice
        title="请先选择班次"
        text="查询班次后点击预订，即可在这里填写乘车人并提交订单"
        linkTo="/train?type=bus"
        linkText="去查询班次"
      />
    );
  return (
    <MembersOnly loginText="为保障购票信息安全，预订汽车票需要先登录">
      <BusBooking departure={departure} />
    </MembersOnly>
  );
}

function BusBooking({ departure }: { departure: BusDepartureRef }) {
  const { schedule, loading, missing } = useBusDeparture(departure);
  if (loading) return <PageSpinner />;
  if (missing || !schedule) {
    const { from, to, date } = departure;
    return (
      <BookNotice
        title="该班次暂不可预订"
        text="班次已停售或余票不足，请返回重新查询"
        linkTo={`/train?${new URLSearchParams({ type: 'bus', from, to, date })}`}
        linkText="重新查询班次"
      />
    );
  }
  return <BusBookForm schedule={schedule} />;
}
