import { useSearchParams } from 'react-router';
import { BookNotice } from '@/components/booking/book-notice';
import { MembersOnly, useResumePendingBooking } from '@/components/booking/member-booking';
import { PageSpinner } from '@/components/page-spinner';
import '@/styles/flights.css';
import '@/styles/booking.css';
import '@/styles/rail.css';
import { TrainBookForm } from '../components/book/train-book-form';
import { useTrainJourney } from '../hooks/use-train-journey';
import { journeyFromParams, type TrainJourneyRef } from '../lib/booking-url';

/** /ticket/book?train=train&trainCode=…&date=…&from=…&to=…&seatClass=…: book a train journey. */
export default function TrainBookPage() {
  const [params] = useSearchParams();
  const journey = journeyFromParams(params);
  useResumePendingBooking(journey !== null);

  if (!journey)
    return (
      <BookNotice
        title="请先选择车次"
        text="查询车次并选择席别后，即可在这里填写乘车人并提交订单"
        linkTo="/train"
        linkText="去查询车次"
      />
    );
  return (
    <MembersOnly loginText="为保障购票信息安全，预订火车票需要先登录">
      <TrainBooking journey={journey} />
    </MembersOnly>
  );
}

function TrainBooking({ journey }: { journey: TrainJourneyRef }) {
  const { train, offer, loading, missing } = useTrainJourney(journey);
  if (loading) return <PageSpinner />;
  if (missing || !train || !offer)
    return (
      <BookNotice
        title="该车次暂不可预订"
        text="车次已停售或席别余票已变化，请返回重新查询"
        linkTo="/train"
        linkText="重新查询车次"
      />
    );
  return <TrainBookForm journey={journey} train={train} offer={offer} />;
}
