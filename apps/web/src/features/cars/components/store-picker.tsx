import { useId, useRef, useState } from 'react';
import { CAR_STORE_KIND_LABEL, type CarPlace } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { carKeys } from '@/lib/query-keys';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { suggestCarPlaces } from '../api/car-api';

interface StorePickerProps {
  label: string;
  value: CarPlace | null;
  /** Stores only (a return store), or cities too (a pick-up city: all its stores). */
  storesOnly?: boolean;
  onChange: (place: CarPlace) => void;
}

const placeText = (p: CarPlace) => (p.type === 'CITY' ? `${p.name}（全部门店）` : p.name);

/**
 * A city or store typed in Chinese, pinyin or initials (上海, shhq): the suggest's answers as a
 * list under the field; picking one fills the field. An empty field lists the largest cities.
 * /car is rendered by the server: what a visitor typed before the app hydrated the page is looked
 * up once the app is up.
 */
export function StorePicker({ label, value, storesOnly = false, onChange }: StorePickerProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const shown = text ?? (value ? placeText(value) : '');
  useTypedBeforeHydration(box, shown, setText);
  const keyword = (text ?? '').trim();
  const open = text !== null;
  const q = useApiQuery(open ? carKeys.suggest(keyword) : null, () =>
    suggestCarPlaces(keyword, QUERY_REQUEST),
  );
  const items = (q.data?.items ?? []).filter((p) => !storesOnly || p.type === 'STORE');
  const pick = (p: CarPlace) => {
    onChange(p);
    setText(null);
  };
  return (
    <div className="car-field car-picker">
      <label htmlFor={id}>{label}</label>
      <input
        ref={box}
        id={id}
        type="text"
        autoComplete="off"
        placeholder="城市、机场、火车站（支持拼音）"
        value={shown}
        onFocus={() => setText('')}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => window.setTimeout(() => setText(null), 200)}
      />
      {open && (
        <ul className="car-picker__list" aria-label={`${label}候选`}>
          {items.length === 0 && (
            <li className="car-picker__empty">
              {q.loading ? '正在查找…' : '没有匹配的城市或门店'}
            </li>
          )}
          {items.map((p) => (
            <li key={p.storeId ?? p.cityCode}>
              <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={() => pick(p)}>
                <span>{placeText(p)}</span>
                <small>
                  {p.storeKind ? `${CAR_STORE_KIND_LABEL[p.storeKind]} · ${p.cityName}` : '城市'}
                </small>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
