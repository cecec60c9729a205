import { useSearchParams } from 'react-router';
import { LoginNotice } from '@/components/booking/book-notice';
import { useResumePendingBooking } from '@/components/booking/member-booking';
import { PageSpinner } from '@/components/page-spinner';
import { PendingBlock } from '@/components/pending-block';
import { useHydrated } from '@/lib/client-value';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/flights.css';
import '@/styles/booking.css';
import { BookForm, type Leg } from '../components/book/book-form';
import { BookNotice } from '../components/book/book-notice';
import { BookPreview } from '../components/book/book-preview';
import { useOffer } from '../hooks/use-offer';

/**
 * /ticket/book?train=flight&offerId=…(&returnOfferId=…): fill in passengers and book (the app
 * routes ?train=train and ?train=bus to their own screens).
 */
export default function TicketBookPage() {
  const [params] = useSearchParams();
  return (
    <FlightBooking
      offerId={params.get('offerId')}
      returnOfferId={params.get('returnOfferId')}
      count={Number(params.get('passengers')) || 1}
    />
  );
}

function FlightBooking({
  offerId,
  returnOfferId,
  count,
}: {
  offerId: string | null;
  returnOfferId: string | null;
  count: number;
}) {
  const loggedIn = useUserStore(selectLoggedIn);
  const out = useOffer(offerId);
  const back = useOffer(returnOfferId);
  // rendered on the server for anyone (the offers come with the page): the member's form waits
  // for the app
  const hydrated = useHydrated();
  const legs: Leg[] = [];
  if (out.flight && out.offer) legs.push({ flight: out.flight, offer: out.offer });
  if (legs.length > 0 && back.flight && back.offer) {
    legs.push({ flight: back.flight, offer: back.offer });
  }

  useResumePendingBooking(!!offerId);

  if (!offerId)
    return (
      <BookNotice
        title="请先选择航班"
        text="搜索航班并选择报价后，即可在这里填写乘机人并提交订单"
      />
    );
  if (!hydrated) {
    const complete = legs.length === (returnOfferId ? 2 : 1);
    return complete ? <BookPreview legs={legs} /> : <PendingBlock />;
  }
  if (!loggedIn) {
    return <LoginNotice text="为保障出行信息安全，预订机票需要先登录" onLogin={requireLogin} />;
  }
  if (out.loading || (returnOfferId && back.loading)) return <PageSpinner />;
  if (
    out.missing ||
    !out.flight ||
    !out.offer ||
    (returnOfferId && (back.missing || !back.flight || !back.offer))
  ) {
    return (
      <BookNotice
        title="该报价已失效，请重新选择"
        text="航班价格或余票可能已变化，请返回重新搜索"
      />
    );
  }
  return <BookForm legs={legs} passengerCount={count} />;
}
