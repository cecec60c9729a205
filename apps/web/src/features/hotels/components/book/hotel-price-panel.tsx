import type { HotelRatePlan } from '@lvxing/shared';
import { PriceFrame, PriceRow } from '@/components/booking/price-lines-panel';
import { formatFen } from '@/components/money';
import { dayjs } from '@/lib/dayjs';

interface HotelPricePanelProps {
  plan: HotelRatePlan;
  rooms: number;
  /** What is paid online now (全款 or the 担保), fen. */
  payNowFen: number;
}

/** 价格明细: each night's price × rooms, the total, and what is paid now and at the hotel. */
export function HotelPricePanel({ plan, rooms, payNowFen }: HotelPricePanelProps) {
  const atHotel = plan.paymentMode === 'PAY_AT_HOTEL';
  return (
    <PriceFrame pending={false} totalFen={plan.totalFen} stale={false}>
      <dl className="price-panel__lines" data-testid="night-lines">
        {plan.nightly.map((n) => (
          <PriceRow
            key={n.date}
            label={`${dayjs(n.date).format('M月D日 ddd')} 每间`}
            unitFen={n.priceFen}
            count={rooms}
          />
        ))}
      </dl>
      <p className="price-panel__hint" data-testid="pay-split">
        {atHotel
          ? payNowFen > 0
            ? `现在在线支付担保金 ${formatFen(payNowFen)}（首晚房费），房费在酒店结算`
            : `到店支付 ${formatFen(plan.totalFen)}，现在无需付款`
          : `在线支付 ${formatFen(plan.totalFen)}`}
      </p>
    </PriceFrame>
  );
}
