import { useState } from 'react';
import { TRANSFER_PLACE_KIND_LABEL, type TransferPlace } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { suggestTransferPlaces, transferKeys } from './transfer-api';

/**
 * The other end of the transfer in the hub's city: a keyword (Chinese, pinyin or initials) lists
 * the city's landmarks and hotels; a click chooses one.
 */
export function PlacePicker(props: {
  cityCode: string;
  cityName: string;
  label: string;
  value: TransferPlace | null;
  onChange: (p: TransferPlace) => void;
}) {
  const [keyword, setKeyword] = useState('');
  const q = useApiQuery(transferKeys.places(props.cityCode, keyword.trim()), () =>
    suggestTransferPlaces(props.cityCode, keyword.trim(), { ...QUERY_REQUEST, silent: true }),
  );
  return (
    <div className="car-field transfer-place">
      <label htmlFor="transfer-place">
        {props.label}（{props.cityName}）
      </label>
      <input
        id="transfer-place"
        type="text"
        value={keyword}
        placeholder="酒店、地标名称或拼音"
        onChange={(e) => setKeyword(e.target.value)}
      />
      <ul className="transfer-place__list" aria-label="地点">
        {(q.data?.items ?? []).map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={p.id === props.value?.id ? 'is-active' : undefined}
              aria-pressed={p.id === props.value?.id}
              onClick={() => props.onChange(p)}
            >
              <b>{p.name}</b>
              <small>
                {TRANSFER_PLACE_KIND_LABEL[p.kind]} · {p.address}
              </small>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
