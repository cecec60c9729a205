import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { PassengerCard } from '@/components/booking/passenger-card';
import type { PassengerDraft } from '@/components/booking/passenger-draft';
import type { SavedPassengerList } from '@/lib/saved-passengers';
import { asksPassport, passportMustLast, passportOf, type TravellerTrip } from './tour-traveller';
import type { TravellersForm } from './use-travellers';

// only a passport typed in for an outbound tour asks these (with the country names)
const PassportFields = lazy(() => import('./passport-fields'));

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
  const listed = (id: string) => form.drafts.some((d) => d.saved?.id === id);
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
      {saved.items.length > 0 && (
        <div className="saved-pax" data-testid="saved-passengers">
          <span className="saved-pax__label">
            <Icon svg={UserOutlined} /> 常用旅客
          </span>
          {saved.items.map((p) => (
            <button
              key={p.id}
              type="button"
              className={listed(p.id) ? 'saved-pax__chip is-on' : 'saved-pax__chip'}
              aria-pressed={listed(p.id)}
              title={`${p.idTypeLabel} ${p.idNoMasked}`}
              onClick={() => form.toggleSaved(p)}
            >
              {p.name}
            </button>
          ))}
          <Link className="saved-pax__manage" to="/passengers">
            管理常用旅客
          </Link>
        </div>
      )}
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
          <PassportFields
            value={passportOf(draft)}
            errors={errors}
            minExpiry={passportMustLast(trip)}
            onChange={(passport) => form.update({ ...draft, passport })}
            onBlur={onBlur}
          />
        </Suspense>
      )}
    </PassengerCard>
  );
}
