import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFen } from '@/components/money';
import { productPageOf } from './book-query';
import type { TourBooking } from './use-tour-booking';

interface BookingProblemsProps {
  booking: TourBooking;
  productCode: string;
}

/**
 * What a refused booking needs from the member (loaded only then): a new total to confirm
 * (25004), or a departure closed or short of places (25002, 25003) with the way back to the
 * product's calendar.
 */
export default function BookingProblems({ booking, productCode }: BookingProblemsProps) {
  const change = booking.priceChange;
  return (
    <>
      {booking.unavailable && (
        <div className="card book-card tb-closed" role="alert" data-testid="departure-unavailable">
          <strong>{booking.unavailable}</strong>
          <Link to={productPageOf(productCode)}>选择其他出发日期</Link>
        </div>
      )}
      {change && (
        <ConfirmDialog
          open
          title="价格已变化"
          okText="按新价格预订"
          cancelText="暂不预订"
          busy={booking.submitting}
          onOk={booking.confirmNewPrice}
          onCancel={booking.dismissPriceChange}
        >
          <p data-testid="new-price">
            该团期价格有调整，订单总额由 {formatFen(change.body.expectedTotalFen)} 变为{' '}
            <strong className="tb-new-price">{formatFen(change.totalFen)}</strong>
            ，是否按新价格继续预订？
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
