import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { formatFen } from '@/components/money';
import type { StayAsked } from '../../hooks/use-hotel-detail';
import type { useHotelBooking } from '../../hooks/use-hotel-booking';
import { hotelDetailUrl } from '../detail/booking-url';

// asked only after a refused booking (20004): loaded then, not with the form
const ConfirmDialog = lazy(() =>
  import('@/components/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);

interface BookingProblemsProps {
  booking: ReturnType<typeof useHotelBooking>;
  hotelId: string;
  stay: StayAsked;
}

/**
 * What a refused booking needs from the member: a new price to confirm (20004) in a dialog, or
 * 满房 (20003) with a way back to the hotel's other rooms.
 */
export function BookingProblems({ booking, hotelId, stay }: BookingProblemsProps) {
  const change = booking.priceChange;
  return (
    <>
      {booking.soldOut && (
        <div className="card book-card hb-soldout" role="alert" data-testid="sold-out">
          <strong>该房型已满房</strong>
          <span>所选日期已无足够房间，请选择其他房型或日期。</span>
          <Link to={hotelDetailUrl(hotelId, stay)}>查看其他房型</Link>
        </div>
      )}
      {change && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title="房价已变化"
            okText="按新价格预订"
            cancelText="暂不预订"
            busy={booking.submitting}
            onOk={booking.confirmNewPrice}
            onCancel={booking.dismissPriceChange}
          >
            <p data-testid="new-price">
              酒店房价有调整，订单总额由 {formatFen(change.body.expectedTotalFen)} 变为{' '}
              <strong className="hb-new-price">{formatFen(change.totalFen)}</strong>
              ，是否按新价格继续预订？
            </p>
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
