import { useState } from 'react';
import {
  arrivalNeedsGuarantee,
  type HotelDetailResult,
  type HotelRatePlan,
  type HotelRoomType,
} from '@lvxing/shared';
import { BookLayout } from '@/components/booking/book-layout';
import { contactInput } from '@/components/booking/contact';
import { useBookingCheckout } from '@/components/booking/use-booking-checkout';
import { termsPath } from '@/lib/legal-paths';
import type { StayAsked } from '../../hooks/use-hotel-detail';
import { useHotelBooking } from '../../hooks/use-hotel-booking';
import { ArrivalCard, type StayWishes } from './arrival-card';
import { GuestCard, guestErrors } from './guest-card';
import { HotelPricePanel } from './hotel-price-panel';
import { InvoiceCard, invoiceErrors, type InvoiceDraft } from './invoice-card';
import { BookingProblems } from './booking-problems';
import { StaySummary } from './stay-summary';

const terms = {
  links: [{ title: '《酒店预订须知》', href: termsPath('hotel') }],
  rest: '及该价格计划的取消政策',
};

interface HotelBookFormProps {
  detail: HotelDetailResult;
  room: HotelRoomType;
  plan: HotelRatePlan;
  stay: StayAsked;
}

/** What is paid online now: the whole stay (预付), the first night of every room (late 到店付), or 0. */
export function payNowOf(plan: HotelRatePlan, rooms: number, w: StayWishes): number {
  if (plan.paymentMode === 'PREPAY') return plan.totalFen;
  return arrivalNeedsGuarantee(w.latestArrival) ? (plan.nightly[0]?.priceFen ?? 0) * rooms : 0;
}

/** 酒店预订: the stay, a guest per room, contact, arrival and wishes, invoice, price, 提交订单. */
export function HotelBookForm({ detail, room, plan, stay }: HotelBookFormProps) {
  const checkout = useBookingCheckout();
  const booking = useHotelBooking();
  const [names, setNames] = useState(() => Array.from({ length: stay.rooms }, () => ''));
  const [shown, setShown] = useState<boolean[]>(() => names.map(() => false));
  const [wishes, setWishes] = useState<StayWishes>({
    latestArrival: '18:00',
    specialRequests: [],
    remark: '',
  });
  const [invoice, setInvoice] = useState<InvoiceDraft>({ wanted: false, title: '', taxNo: '' });
  const [invoiceShown, setInvoiceShown] = useState(false);
  const errors = guestErrors(names);
  const payNowFen = payNowOf(plan, stay.rooms, wishes);

  const onSubmit = () => {
    setShown(names.map(() => true));
    setInvoiceShown(true);
    const ok = errors.every((e) => !e) && !Object.keys(invoiceErrors(invoice)).length;
    if (!checkout.ready(ok, null, '入住人')) return;
    void booking.submit({
      ratePlanId: plan.ratePlanId,
      ...stay,
      guests: names.map((n) => ({ name: n.trim() })),
      contact: contactInput(checkout.contact),
      ...wishes,
      remark: wishes.remark.trim(),
      ...(invoice.wanted
        ? { invoice: { title: invoice.title.trim(), taxNo: invoice.taxNo.trim() } }
        : {}),
      expectedTotalFen: plan.totalFen,
    });
  };

  return (
    <BookLayout
      checkout={checkout}
      contactNote="预订结果及酒店确认号将通过短信通知联系人"
      terms={terms}
      totalFen={plan.totalFen}
      panel={<HotelPricePanel plan={plan} rooms={stay.rooms} payNowFen={payNowFen} />}
      submitting={booking.submitting}
      onSubmit={onSubmit}
    >
      <StaySummary hotel={detail.hotel} room={room} plan={plan} stay={stay} />
      <BookingProblems booking={booking} hotelId={detail.hotel.hotelId} stay={stay} />
      <GuestCard
        names={names}
        errors={errors.map((e, i) => (shown[i] ? e : undefined))}
        onChange={setNames}
        onBlur={(i) => setShown((s) => s.map((v, j) => v || j === i))}
      />
      <ArrivalCard
        value={wishes}
        onChange={setWishes}
        payAtHotel={plan.paymentMode === 'PAY_AT_HOTEL'}
        firstNightFen={(plan.nightly[0]?.priceFen ?? 0) * stay.rooms}
      />
      <InvoiceCard
        value={invoice}
        errors={invoiceShown ? invoiceErrors(invoice) : {}}
        onChange={setInvoice}
      />
      <section className="card book-card hb-notes" aria-labelledby="hb-notes-title">
        <h2 id="hb-notes-title" className="hb-notes__title">
          预订须知
        </h2>
        <ul>
          <li>
            取消政策：
            <span className={plan.cancel.type === 'FREE_UNTIL' ? 'hd-cancel is-free' : ''}>
              {plan.cancel.text}
            </span>
          </li>
          <li>入住需携带每位入住人本人有效身份证件，酒店按公安部门规定登记</li>
          <li>
            入住时间 {detail.hotel.policies.checkIn}，离店时间 {detail.hotel.policies.checkOut}
          </li>
        </ul>
      </section>
    </BookLayout>
  );
}
