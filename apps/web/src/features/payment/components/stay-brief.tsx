import type { OrderStay } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { formatFen } from '@/components/money';
import './stay-brief.css';

/** Whether the payment of `stay` is a pay-at-hotel booking's first-night guarantee (担保). */
export const isGuarantee = (stay: OrderStay | null): stay is OrderStay =>
  stay?.paymentMode === 'PAY_AT_HOTEL';

/** 入住信息 of a hotel order being paid: hotel, room, dates and nights, plan; the 担保 words. */
export function StayBrief({ stay, title }: { stay: OrderStay; title: string }) {
  return (
    <div className="pay-brief__stay" data-testid="pay-stay">
      <h3 className="pay-brief__sub">{title}</h3>
      <ul className="pay-brief__segs">
        <li>
          <strong>
            {formatTravelDate(stay.checkIn)} – {formatTravelDate(stay.checkOut)}
          </strong>
          <span>
            共{stay.nights}晚 · {stay.rooms}间
          </span>
        </li>
        <li>
          <span>
            {stay.roomTypeName} · {stay.ratePlanName}
          </span>
        </li>
        <li>
          <span>{stay.address}</span>
        </li>
      </ul>
      {isGuarantee(stay) && (
        <p className="pay-brief__note" data-testid="pay-guarantee">
          到店付担保：支付首晚房费作为担保，按取消政策退还
          {stay.guaranteeFen > 0 && `（担保金 ${formatFen(stay.guaranteeFen)}）`}
          ；房费到店支付
        </p>
      )}
    </div>
  );
}
