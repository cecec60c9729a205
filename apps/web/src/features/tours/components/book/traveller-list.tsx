import { lazy, Suspense } from 'react';
import { PassengerCard } from '@/components/booking/passenger-card';
import type { PassengerDraft } from '@/components/booking/passenger-draft';
import { SavedPassengerChips } from '@/components/booking/passenger-list';
import type { SavedPassengerList } from '@/lib/saved-passengers';
import { asksPassport, passportMustLast, passportOf, type TravellerTrip } from './tour-traveller';
import type { TravellersForm } from './use-travellers';

// only a passport typed in for an outbound tour asks these (with the country names)
const PassportDetails = lazy(() => import('@/components/booking/passport-details'));

interface TravellerListProps {
  form: TravellersForm;
  trip: TravellerTrip;
  saved: SavedPassengerList;
  canKeep: boolean;
  /** A rule of the whole list broken (the same person twice), or null. */
  warning: string | null;
}

/** The document the trip needs, said above the cards. */
function noteOf(trip: TravellerTrip): string {
  if (!trip.outbound) return '请填写与证件一致的信息，出游时携带该证件';
  const doc = trip.permitOk ? '护照或港澳通行证' : '护照';
  return `出境游请使用${doc}，有效期须在回程日后6个月以上（${passportMustLast(trip)}及以后）`;
}

/** 出游人: the member's 常用旅客 to pick, then one card per place (成人1…, 儿童1 8岁…). */
export function TravellerList({ form, trip, saved, canKeep, warning }: TravellerListProps) {
  const titleOf = (i: number) => {
    const child = form.childAt(i);
    return child ? `儿童${i - form.adults + 1}（${child.age}岁）` : `成人${i + 1}`;
  };
  return (
    <section className="card book-card" aria-labelledby="pax-title" data-testid="tour-travellers">
      <header className="book-card__head">
        <h2 id="pax-title">出游人</h2>
        <span className="book-card__sub">{noteOf(trip)}</span>
      </header>
      <SavedPassengerChips saved={saved} drafts={form.drafts} onToggle={form.toggleSaved} />
      {form.drafts.map((d, i) => (
        <TravellerCard
          key={d.key}
          form={form}
          draft={d}
          index={i}
          title={titleOf(i)}
          trip={trip}
          canKeep={canKeep}
        />
      ))}
      {warning && (
        <p className="book-card__warn" role="alert">
          {warning}
        </p>
      )}
    </section>
  );
}

interface TravellerCardProps {
  form: TravellersForm;
  draft: PassengerDraft;
  index: number;
  title: string;
  trip: TravellerTrip;
  canKeep: boolean;
}

/** One place: the site's passenger card, with a typed-in passport's details on outbound tours. */
function TravellerCard({ form, draft, index, title, trip, canKeep }: TravellerCardProps) {
  const errors = form.errorsOf(draft, index);
  const onBlur = (field: string) => form.blur(draft.key, field);
  return (
    <PassengerCard
      index={index}
      title={title}
      draft={draft}
      travelDate={trip.date}
      errors={errors}
      removable={false}
      canKeep={canKeep}
      usePassport={trip.outbound}
      onChange={form.update}
      onBlur={onBlur}
      onRemove={() => undefined}
    >
      {asksPassport(draft, trip) && (
        <Suspense>
          <PassportDetails
            value={passportOf(draft)}
            errors={errors}
            minExpiry={passportMustLast(trip)}
            expiryPlaceholder={`须在${passportMustLast(trip)}及以后`}
            onChange={(passport) => form.update({ ...draft, passport })}
            onBlur={onBlur}
          />
        </Suspense>
      )}
    </PassengerCard>
  );
}
