import { useState } from 'react';
import {
  TRANSFER_TYPES,
  TRANSFER_TYPE_LABEL,
  addDays,
  beijingToday,
  isFlightTransfer,
  type TransferTrip,
  type TransferType,
} from '@lvxing/shared';
import { TabButtons } from '@/components/tab-buttons';
import { lookupTrip } from './transfer-api';

const TABS = TRANSFER_TYPES.map((t) => ({ value: t, label: TRANSFER_TYPE_LABEL[t] }));

/** What the lookup found, with what was asked (the quote and the booking send it again). */
export interface FoundTrip {
  trip: TransferTrip;
  ask: { transferType: TransferType; tripNo: string; date: string; tripStation?: string };
}

/**
 * 接机/送机/接站/送站 tabs, the flight or train number and its date (a station for trains):
 * 查询 looks it up and hands the trip on; a refusal (unknown number, a day it does not run) is
 * toasted by the API client and the form stays.
 */
export function TripForm({ onFound }: { onFound: (found: FoundTrip | null) => void }) {
  const [type, setType] = useState<TransferType>('FLIGHT_PICKUP');
  const [tripNo, setTripNo] = useState('');
  const [date, setDate] = useState(() => addDays(beijingToday(), 1));
  const [station, setStation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const flight = isFlightTransfer(type);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const no = tripNo.trim().toUpperCase();
    if (!/^[A-Z0-9]{2,8}$/.test(no)) return setProblem(`请输入${flight ? '航班号' : '车次'}`);
    setProblem(null);
    const ask = {
      transferType: type,
      tripNo: no,
      date,
      ...(!flight && station.trim() ? { tripStation: station.trim() } : {}),
    };
    onFound(null);
    const trip = await lookupTrip(ask).catch(() => null);
    if (trip) onFound({ trip, ask });
  };
  return (
    <form className="car-form transfer-form card" onSubmit={submit} aria-label="接送机站查询">
      <TabButtons
        className="transfer-types"
        label="接送类型"
        tabs={TABS}
        value={type}
        onChange={(t) => {
          setType(t);
          onFound(null);
        }}
      />
      <div className="car-field">
        <label htmlFor="transfer-no">{flight ? '航班号' : '车次'}</label>
        <input
          id="transfer-no"
          type="text"
          value={tripNo}
          placeholder={flight ? '如 MU5101' : '如 G7'}
          onChange={(e) => setTripNo(e.target.value)}
        />
      </div>
      <div className="car-field">
        <label htmlFor="transfer-date">{flight ? '航班日期' : '到站/出发日期'}</label>
        <input
          id="transfer-date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      {!flight && (
        <div className="car-field">
          <label htmlFor="transfer-station">车站（可选）</label>
          <input
            id="transfer-station"
            type="text"
            value={station}
            placeholder={type === 'TRAIN_PICKUP' ? '默认终到站' : '默认始发站'}
            onChange={(e) => setStation(e.target.value)}
          />
        </div>
      )}
      <div className="car-submit">
        <button type="submit" className="btn btn--primary" data-testid="transfer-lookup">
          查询{flight ? '航班' : '车次'}
        </button>
        {problem && (
          <p className="car-problem" role="alert">
            {problem}
          </p>
        )}
      </div>
    </form>
  );
}
