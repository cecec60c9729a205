import { BookingTermsNote } from '@/components/booking/terms-note';
import { termsPath } from '@/lib/legal-paths';
import { useState } from 'react';
import type { BusSchedule } from '@lvxing/shared';
import { ContactCard } from '@/components/booking/contact-card';
import {
  contactErrors,
  contactInput,
  type ContactDraft,
  type ContactErrors,
} from '@/components/booking/contact';
import { PassengerList } from '@/components/booking/passenger-list';
import { PriceLinesPanel } from '@/components/booking/price-lines-panel';
import { SubmitBar } from '@/components/booking/submit-bar';
import { usePassengerDrafts } from '@/components/booking/use-passenger-drafts';
import { loadSavedPassengers, rememberPassengers } from '@/lib/saved-passengers';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { useSubmitBusOrder } from '../../hooks/use-submit-bus-order';
import {
  busDraftErrors,
  busListError,
  busPrice,
  MAX_BUS_PASSENGERS,
  newBusDraft,
  toBusPassenger,
} from '../../lib/ticket-types';
import { BusPassengerCard } from './bus-passenger-card';
import { ScheduleSummary } from './schedule-summary';

/** 汽车票预订: the departure, passengers with 全票/半票, contact, price and 提交订单. */
export function BusBookForm({ schedule }: { schedule: BusSchedule }) {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const isMobile = useUserStore((s) => s.isMobile);
  const max = Math.min(MAX_BUS_PASSENGERS, schedule.seatsLeft);
  const form = usePassengerDrafts({
    initialCount: 1,
    max,
    make: (fill) => newBusDraft(fill),
    validate: (d) => busDraftErrors(d, schedule.date),
  });
  const [saved] = useState(() => loadSavedPassengers(mobile));
  const [contact, setContact] = useState<ContactDraft>({ name: '', mobile });
  const [contactShown, setContactShown] = useState<ContactErrors>({});
  const listProblem = busListError(form.drafts);
  const price = busPrice(schedule, form.drafts);
  const { submit, submitting } = useSubmitBusOrder(() =>
    rememberPassengers(
      mobile,
      form.drafts.map(({ name, idType, idNo, birthDate }) => ({
        name: name.trim(),
        idType,
        idNo: idNo.trim().toUpperCase(),
        birthDate,
      })),
    ),
  );

  const onSubmit = () => {
    const passengersOk = form.validate();
    const cErrors = contactErrors(contact);
    setContactShown(cErrors);
    if (!passengersOk || listProblem || Object.keys(cErrors).length) {
      ui.toast('warning', listProblem ?? '请检查乘车人和联系人信息');
      document
        .querySelector('.has-error, .book-card__warn')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
    void submit({
      scheduleId: schedule.scheduleId,
      date: schedule.date,
      passengers: form.drafts.map(toBusPassenger),
      contact: contactInput(contact),
    });
  };

  const panel = (
    <PriceLinesPanel
      lines={price.lines}
      totalFen={price.totalFen}
      stale={false}
      note="6周岁以下儿童免票不占座，无需添加"
    />
  );
  return (
    <div className="book container">
      <div className="book__main">
        <ScheduleSummary schedule={schedule} />
        <PassengerList
          title="乘车人"
          note={`实名购票，请填写乘车人证件信息，每单最多 ${max} 人`}
          form={form}
          saved={saved}
          warning={listProblem}
          renderCard={(d, i) => (
            <BusPassengerCard
              key={d.key}
              index={i}
              draft={d}
              travelDate={schedule.date}
              errors={form.errorsOf(d)}
              removable={form.drafts.length > 1}
              onChange={form.update}
              onBlur={(field) => form.blur(d.key, field)}
              onRemove={() => form.remove(d.key)}
            />
          )}
        />
        <ContactCard
          value={contact}
          errors={contactShown}
          onChange={setContact}
          note="出票结果及班次变动信息将通过短信通知联系人"
        />
        <BookingTermsNote
          links={[{ title: '《汽车票预订须知》', href: termsPath('bus') }]}
          rest="及该班次的退票规则"
        />
      </div>
      <SubmitBar
        isMobile={isMobile}
        totalFen={price.totalFen}
        panel={panel}
        submitting={submitting}
        onSubmit={onSubmit}
      />
    </div>
  );
}
