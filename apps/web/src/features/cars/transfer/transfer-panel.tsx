import { useState } from 'react';
import {
  TRANSFER_MAX_CHILD_SEATS,
  isPickup,
  type TransferClass,
  type TransferPlace,
  type TransferTrip,
} from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { BookingForm } from './booking-form';
import { ClassCards } from './class-cards';
import { PlacePicker } from './place-picker';
import { quoteTransfer, transferKeys } from './transfer-api';
import { TripForm, type FoundTrip } from './trip-form';
import './transfer.css';

/** The flight or train found: where and when the car meets it. */
function TripCard({ trip }: { trip: TransferTrip }) {
  const hub = trip.hub.terminal ? `${trip.hub.name} ${trip.hub.terminal}` : trip.hub.name;
  return (
    <section className="card transfer-trip" data-testid="transfer-trip" aria-label="航班或车次">
      <h2>
        {trip.number} <small>{trip.carrier}</small>
      </h2>
      <p>
        {trip.from.name} {trip.from.date} {trip.from.time} → {trip.to.name} {trip.to.date}{' '}
        {trip.to.time}
      </p>
      <p>
        用车地点 <b data-testid="transfer-hub">{hub}</b> · 用车时间{' '}
        <b>
          {trip.serviceTime.date} {trip.serviceTime.time}
        </b>
        （北京时间）
      </p>
      <p className="transfer-trip__note">{trip.serviceNote}</p>
    </section>
  );
}

/** 举牌接机 (pick-ups) and child seats. */
function Extras(props: {
  pickup: boolean;
  nameSign: boolean;
  childSeats: number;
  onChange: (patch: { nameSign?: boolean; childSeats?: number }) => void;
}) {
  return (
    <div className="transfer-extras">
      {props.pickup && (
        <label>
          <input
            type="checkbox"
            checked={props.nameSign}
            onChange={(e) => props.onChange({ nameSign: e.target.checked })}
          />
          举牌接机
        </label>
      )}
      <label>
        儿童座椅
        <select
          value={props.childSeats}
          onChange={(e) => props.onChange({ childSeats: Number(e.target.value) })}
        >
          {Array.from({ length: TRANSFER_MAX_CHILD_SEATS + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n}个
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** The place, extras, priced classes and the booking of a trip found. */
function TripBooking({ found }: { found: FoundTrip }) {
  const { trip, ask } = found;
  const pickup = isPickup(trip.type);
  const [place, setPlace] = useState<TransferPlace | null>(null);
  const [extras, setExtras] = useState({ nameSign: false, childSeats: 0 });
  const [cls, setCls] = useState<TransferClass | null>(null);
  const body = place ? { ...ask, placeId: place.id, ...extras } : null;
  const q = useApiQuery(body && transferKeys.quote(body), () =>
    quoteTransfer(body!, QUERY_REQUEST),
  );
  const chosen = q.data?.classes.find((c) => c.classCode === cls);
  return (
    <>
      <TripCard trip={trip} />
      <div className="card transfer-where">
        <PlacePicker
          cityCode={trip.hub.cityCode}
          cityName={trip.hub.cityName}
          label={pickup ? '送达地点' : '上车地点'}
          value={place}
          onChange={setPlace}
        />
        <Extras
          pickup={pickup}
          {...extras}
          onChange={(patch) => setExtras((e) => ({ ...e, ...patch }))}
        />
      </div>
      {q.data && <ClassCards quote={q.data} value={cls} onPick={setCls} />}
      {body && chosen && (
        <BookingForm
          body={{ ...body, transferClass: chosen.classCode, expectedTotalFen: chosen.totalFen }}
          onPriceChange={() => void q.reload()}
        />
      )}
    </>
  );
}

/**
 * 接送机站: the flight or train by its number, a place of its city, the classes with their
 * all-in prices, the passenger, then the payment page.
 */
export function TransferPanel() {
  const [found, setFound] = useState<FoundTrip | null>(null);
  return (
    <div className="transfer-panel">
      <TripForm onFound={setFound} />
      {found && <TripBooking key={JSON.stringify(found.ask)} found={found} />}
    </div>
  );
}
