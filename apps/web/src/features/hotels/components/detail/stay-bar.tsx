import { useState } from 'react';
import {
  addDays,
  HOTEL_CHILD_MAX_AGE,
  HOTEL_MAX_CHILDREN,
  HOTEL_MAX_NIGHTS,
  HOTEL_MAX_ROOMS,
  HOTEL_WINDOW_DAYS,
} from '@lvxing/shared';
import { NativeSelect } from '@/components/lite/fields';
import type { StayAsked } from '../../hooks/use-hotel-detail';
import { firstCheckIn } from '../../lib/stay-query';
import { nightsOf } from './stay-text';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const roomOptions = range(1, HOTEL_MAX_ROOMS).map((v) => ({ value: v, label: `${v}间` }));
const adultOptions = range(1, 20).map((v) => ({ value: v, label: `${v}成人` }));
const childOptions = range(0, HOTEL_MAX_CHILDREN).map((v) => ({ value: v, label: `${v}儿童` }));
const ageOptions = range(0, HOTEL_CHILD_MAX_AGE).map((v) => ({
  value: v,
  label: v === '0' ? '不满1岁' : `${v}岁`,
}));

/** The first problem of a stay as typed (the server says the same: checkStay), or null. */
export function stayError(s: StayAsked): string | null {
  if (!s.checkIn || !s.checkOut) return '请选择入住和离店日期';
  if (s.checkOut <= s.checkIn) return '离店日期须晚于入住日期';
  if (nightsOf(s) > HOTEL_MAX_NIGHTS) return `单次最多预订${HOTEL_MAX_NIGHTS}晚`;
  if (s.adults < s.rooms) return '每间房至少需1位成人入住';
  return null;
}

/** 入住/离店 dates, rooms, adults and children's ages; 查询 asks the prices again (`onChange`). */
export function StayBar({ stay, onChange }: { stay: StayAsked; onChange: (s: StayAsked) => void }) {
  const [draft, setDraft] = useState(stay);
  const [error, setError] = useState<string | null>(null);
  const first = firstCheckIn().date;
  const set = (patch: Partial<StayAsked>) => setDraft((d) => ({ ...d, ...patch }));
  const setCheckIn = (checkIn: string) =>
    // keep the nights when the new check-in passes the check-out
    set(checkIn >= draft.checkOut ? { checkIn, checkOut: addDays(checkIn, 1) } : { checkIn });
  const setChildren = (n: number) =>
    set({ childAges: Array.from({ length: n }, (_, i) => draft.childAges[i] ?? 6) });
  const apply = () => {
    const problem = stayError(draft);
    setError(problem);
    if (!problem) onChange(draft);
  };
  const nights = draft.checkOut > draft.checkIn ? nightsOf(draft) : 0;

  return (
    <form
      className="card hd-stay"
      aria-label="入住信息"
      data-testid="stay-bar"
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
    >
      <label className="hd-stay__field">
        <span>入住</span>
        <input
          type="date"
          className="lite-input"
          value={draft.checkIn}
          min={first}
          max={addDays(first, HOTEL_WINDOW_DAYS)}
          onChange={(e) => e.target.value && setCheckIn(e.target.value)}
        />
      </label>
      <span className="hd-stay__nights">{nights ? `共${nights}晚` : '—'}</span>
      <label className="hd-stay__field">
        <span>离店</span>
        <input
          type="date"
          className="lite-input"
          value={draft.checkOut}
          min={addDays(draft.checkIn, 1)}
          max={addDays(draft.checkIn, HOTEL_MAX_NIGHTS)}
          onChange={(e) => e.target.value && set({ checkOut: e.target.value })}
        />
      </label>
      <label className="hd-stay__field">
        <span>房间</span>
        <NativeSelect
          options={roomOptions}
          value={String(draft.rooms)}
          onChange={(v) => set({ rooms: Number(v), adults: Math.max(draft.adults, Number(v)) })}
        />
      </label>
      <label className="hd-stay__field">
        <span>成人</span>
        <NativeSelect
          options={adultOptions}
          value={String(draft.adults)}
          onChange={(v) => set({ adults: Number(v) })}
        />
      </label>
      <label className="hd-stay__field">
        <span>儿童</span>
        <NativeSelect
          options={childOptions}
          value={String(draft.childAges.length)}
          onChange={(v) => setChildren(Number(v))}
        />
      </label>
      {draft.childAges.map((age, i) => (
        <label key={i} className="hd-stay__field hd-stay__age">
          <span>儿童{i + 1}年龄</span>
          <NativeSelect
            options={ageOptions}
            value={String(age)}
            onChange={(v) =>
              set({ childAges: draft.childAges.map((a, j) => (j === i ? Number(v) : a)) })
            }
          />
        </label>
      ))}
      <button type="submit" className="btn btn--primary hd-stay__go" data-testid="stay-apply">
        更新价格
      </button>
      {error && (
        <p className="hd-stay__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
