import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { TICKET_TYPE_LABEL, type TrainResult, type TrainSeatOffer } from '@lvxing/shared';
import { BookLayout } from '@/components/booking/book-layout';
import { contactInput } from '@/components/booking/contact';
import { PriceLinesPanel } from '@/components/booking/price-lines-panel';
import { TicketPassengerList } from '@/components/booking/ticket-passenger-list';
import { useBookingCheckout } from '@/components/booking/use-booking-checkout';
import { useSubmitOrder } from '@/components/booking/use-submit-order';
import { usePassengerDrafts } from '@/components/booking/use-passenger-drafts';
import { useBookingRules } from '@/components/booking-rules';
import { termsPath } from '@/lib/legal-paths';
import { createTrainOrder } from '../../api/create-order';
import { useTrainPrice } from '../../hooks/use-train-price';
import type { TrainJourneyRef } from '../../lib/booking-url';
import { fitPicks, seatLetterOptions, seatLettersOf, type SeatPick } from '../../lib/seat-letters';
import {
  discountTicketNotes,
  newTrainDraft,
  ticketTypeHint,
  ticketTypeOptions,
  toTrainPassenger,
  trainDraftErrors,
  trainListError,
} from '../../lib/ticket-types';
import { JourneySummary } from './journey-summary';
import { SeatPicker } from './seat-picker';

interface TrainBookFormProps {
  journey: TrainJourneyRef;
  train: TrainResult;
  offer: TrainSeatOffer;
}

const terms = {
  links: [
    { title: '《铁路旅客运输规程》', href: `${termsPath('train')}#regulation` },
    { title: '火车票预订、退改签须知', href: termsPath('train') },
  ],
};

/** 火车票预订: the journey, passengers, seat letters, contact, live price and 提交订单. */
export function TrainBookForm({ journey, train, offer }: TrainBookFormProps) {
  const rules = useBookingRules('train');
  // the class is the address's: the page finds the offer (and the price) again for the new one
  const [, setParams] = useSearchParams();
  const checkout = useBookingCheckout();
  const form = usePassengerDrafts({
    initialCount: 1,
    max: rules.maxPassengers,
    make: (fill) => newTrainDraft(fill),
    validate: (d) => trainDraftErrors(d, journey.date, journey.seatClass, rules),
    canKeep: checkout.canKeep,
  });
  const letters = seatLetterOptions(train.trainType, journey.seatClass);
  const [picks, setPicks] = useState<SeatPick[]>([]);
  const seats = fitPicks(picks, form.drafts.length, letters);
  const listProblem = trainListError(form.drafts);
  const price = useTrainPrice(
    journey,
    form.drafts.map((d) => d.ticketType),
  );
  const { submit, submitting } = useSubmitOrder(createTrainOrder, () =>
    checkout.remember(form.drafts),
  );

  const onSubmit = () => {
    if (!checkout.ready(form.validate(), listProblem, '乘车人')) return;
    void submit({
      ...journey,
      passengers: form.drafts.map(toTrainPassenger),
      seatLetters: seatLettersOf(seats),
      contact: contactInput(checkout.contact),
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
    <BookLayout
      checkout={checkout}
      contactNote="出票结果及列车变动信息将通过短信通知联系人"
      terms={terms}
      totalFen={detail?.totalFen ?? null}
      panel={panel}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      <JourneySummary
        train={train}
        offer={offer}
        isMobile={checkout.isMobile}
        onSeatClass={(seatClass) =>
          setParams(
            (p) => {
              p.set('seatClass', seatClass);
              return p;
            },
            { replace: true },
          )
        }
      />
      <TicketPassengerList
        title="乘车人"
        note={`请填写乘车人真实姓名与证件号码，乘车时须出示购票证件，每单最多 ${rules.maxPassengers} 人`}
        form={form}
        saved={checkout.saved}
        warning={listProblem}
        travelDate={journey.date}
        labels={TICKET_TYPE_LABEL}
        options={(d) => ticketTypeOptions(d, journey.date, journey.seatClass, rules)}
        hint={(d) => ticketTypeHint(d, journey.date, rules)}
        notes={(d) => discountTicketNotes(d, journey.date, journey.seatClass, rules)}
      />
      {letters.length > 0 && (
        <SeatPicker
          letters={letters}
          passengers={form.drafts.length}
          value={seats}
          onChange={setPicks}
        />
      )}
    </BookLayout>
  );
}
