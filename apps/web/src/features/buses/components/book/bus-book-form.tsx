import { BUS_TICKET_TYPE_LABEL, BUS_TICKET_TYPES, type BusSchedule } from '@lvxing/shared';
import { BookLayout } from '@/components/booking/book-layout';
import { contactInput } from '@/components/booking/contact';
import { PriceLinesPanel } from '@/components/booking/price-lines-panel';
import { TicketPassengerList } from '@/components/booking/ticket-passenger-list';
import { useBookingCheckout } from '@/components/booking/use-booking-checkout';
import { useSubmitOrder } from '@/components/booking/use-submit-order';
import { usePassengerDrafts } from '@/components/booking/use-passenger-drafts';
import { useBookingRules } from '@/components/booking-rules';
import { termsPath } from '@/lib/legal-paths';
import { createBusOrder } from '../../api/create-order';
import {
  busDraftErrors,
  busListError,
  busPrice,
  busTicketTypeHint,
  newBusDraft,
  toBusPassenger,
} from '../../lib/ticket-types';
import { ScheduleSummary } from './schedule-summary';

const ticketTypeOptions = BUS_TICKET_TYPES.map((t) => ({
  value: t,
  label: BUS_TICKET_TYPE_LABEL[t],
}));
const terms = {
  links: [{ title: '《汽车票预订须知》', href: termsPath('bus') }],
  rest: '及该班次的退票规则',
};

/** 汽车票预订: the departure, passengers with 全票/半票, contact, price and 提交订单. */
export function BusBookForm({ schedule }: { schedule: BusSchedule }) {
  const rules = useBookingRules('bus');
  const checkout = useBookingCheckout();
  const max = Math.min(rules.maxPassengers, schedule.seatsLeft);
  const form = usePassengerDrafts({
    initialCount: 1,
    max,
    make: (fill) => newBusDraft(fill),
    validate: (d) => busDraftErrors(d, schedule.date, rules),
    canKeep: checkout.canKeep,
  });
  const listProblem = busListError(form.drafts);
  const price = busPrice(schedule, form.drafts);
  const { submit, submitting } = useSubmitOrder(createBusOrder, () =>
    checkout.remember(form.drafts),
  );

  const onSubmit = () => {
    if (!checkout.ready(form.validate(), listProblem, '乘车人')) return;
    void submit({
      scheduleId: schedule.scheduleId,
      date: schedule.date,
      passengers: form.drafts.map(toBusPassenger),
      contact: contactInput(checkout.contact),
    });
  };

  const panel = (
    <PriceLinesPanel
      lines={price.lines}
      totalFen={price.totalFen}
      stale={false}
      note={`${rules.childTickets.freeUnderAge}周岁以下儿童免票不占座，无需添加`}
    />
  );
  return (
    <BookLayout
      checkout={checkout}
      contactNote="出票结果及班次变动信息将通过短信通知联系人"
      terms={terms}
      totalFen={price.totalFen}
      panel={panel}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <ScheduleSummary schedule={schedule} />
      <TicketPassengerList
        title="乘车人"
        note={`实名购票，请填写乘车人证件信息，每单最多 ${max} 人`}
        form={form}
        saved={checkout.saved}
        warning={listProblem}
        travelDate={schedule.date}
        labels={BUS_TICKET_TYPE_LABEL}
        options={ticketTypeOptions}
        hint={(d) => busTicketTypeHint(d, schedule.date, rules)}
      />
    </BookLayout>
  );
}
