import { BookingTermsNote } from '@/components/booking/terms-note';
import { termsPath } from '@/lib/legal-paths';
import { useState } from 'react';
import type { TrainResult, TrainSeatOffer } from '@lvxing/shared';
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
import { useSubmitTrainOrder } from '../../hooks/use-submit-train-order';
import { useTrainPrice } from '../../hooks/use-train-price';
import type { TrainJourneyRef } from '../../lib/booking-url';
import { fitPicks, seatLetterOptions, seatLettersOf, type SeatPick } from '../../lib/seat-letters';
import {
  MAX_TRAIN_PASSENGERS,
  newTrainDraft,
  toTrainPassenger,
  trainDraftErrors,
  trainListError,
} from '../../lib/ticket-types';
import { JourneySummary } from './journey-summary';
import { SeatPicker } from './seat-picker';
import { TrainPassengerCard } from './train-passenger-card';

interface TrainBookFormProps {
  journey: TrainJourneyRef;
  train: TrainResult;
  offer: TrainSeatOffer;
}

/** 火车票预订: the journey, passengers, seat letters, contact, live price and 提交订单. */
export function TrainBookForm({ journey, train, offer }: TrainBookFormProps) {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const isMobile = useUserStore((s) => s.isMobile);
  const form = usePassengerDrafts({
    initialCount: 1,
    max: MAX_TRAIN_PASSENGERS,
    make: (fill) => newTrainDraft(fill),
    validate: (d) => trainDraftErrors(d, journey.date, journey.seatClass),
  });
  const [saved] = useState(() => loadSavedPassengers(mobile));
  const [contact, setContact] = useState<ContactDraft>({ name: '', mobile });
  const [contactShown, setContactShown] = useState<ContactErrors>({});
  const letters = seatLetterOptions(train.trainType, journey.seatClass);
  const [picks, setPicks] = useState<SeatPick[]>([]);
  const seats = fitPicks(picks, form.drafts.length, letters);
  const listProblem = trainListError(form.drafts);
  const price = useTrainPrice(
    journey,
    form.drafts.map((d) => d.ticketType),
  );
  const { submit, submitting } = useSubmitTrainOrder(() =>
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
      ...journey,
      passengers: form.drafts.map(toTrainPassenger),
      seatLetters: seatLettersOf(seats),
      contact: contactInput(contact),
    });
  };

  const detail = price.detail;
  const panel = (
    <PriceLinesPanel
      lines={detail?.lines.map((l) => ({ key: l.ticketType, ...l })) ?? null}
      totalFen={detail?.totalFen ?? null}
      stale={price.stale}
      note={detail?.note ?? '票价以 12306 公布价为准，儿童、学生、残军票按规定优惠'}
    />
  );
  return (
    <div className="book container">
      <div className="book__main">
        <JourneySummary train={train} offer={offer} isMobile={isMobile} />
        <PassengerList
          title="乘车人"
          note="请填写乘车人真实姓名与证件号码，乘车时须出示购票证件，每单最多 5 人"
          form={form}
          saved={saved}
          warning={listProblem}
          renderCard={(d, i) => (
            <TrainPassengerCard
              key={d.key}
              index={i}
              draft={d}
              travelDate={journey.date}
              seatClass={journey.seatClass}
              errors={form.errorsOf(d)}
              removable={form.drafts.length > 1}
              onChange={form.update}
              onBlur={(field) => form.blur(d.key, field)}
              onRemove={() => form.remove(d.key)}
            />
          )}
        />
        {letters.length > 0 && (
          <SeatPicker
            letters={letters}
            passengers={form.drafts.length}
            value={seats}
            onChange={setPicks}
          />
        )}
        <ContactCard
          value={contact}
          errors={contactShown}
          onChange={setContact}
          note="出票结果及列车变动信息将通过短信通知联系人"
        />
        <BookingTermsNote
          links={[
            { title: '《铁路旅客运输规程》', href: `${termsPath('train')}#regulation` },
            { title: '火车票预订、退改签须知', href: termsPath('train') },
          ]}
        />
      </div>
      <SubmitBar
        isMobile={isMobile}
        totalFen={detail?.totalFen ?? null}
        panel={panel}
        submitting={submitting}
        onSubmit={onSubmit}
      />
    </div>
  );
}
