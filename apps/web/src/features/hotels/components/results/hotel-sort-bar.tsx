import type { HotelLandmark, HotelSort } from '@lvxing/shared';
import { HOTEL_LANDMARK_KIND_LABEL, HOTEL_LANDMARK_KINDS } from '@lvxing/shared';
import '@/styles/results.css';

interface HotelSortBarProps {
  sort: HotelSort;
  landmarkId: string | null;
  landmarks: readonly HotelLandmark[];
  onSort: (sort: HotelSort) => void;
  /** A landmark picked: distances are measured to it, and the list sorted by them. */
  onLandmark: (landmarkId: string | null) => void;
}

const BUTTONS: { key: string; label: string; sorts: readonly HotelSort[] }[] = [
  { key: 'popular', label: '欢迎度', sorts: ['POPULAR'] },
  { key: 'price', label: '价格', sorts: ['PRICE_ASC', 'PRICE_DESC'] },
  { key: 'score', label: '评分', sorts: ['SCORE'] },
  { key: 'distance', label: '距离', sorts: ['DISTANCE'] },
];

/**
 * Sorts of the hotel results: 欢迎度, 价格 (a second click flips 低→高 and 高→低), 评分 and 距离,
 * with the landmark distances are measured to (the city's airports, stations, sights and
 * business districts).
 */
export function HotelSortBar({
  sort,
  landmarkId,
  landmarks,
  onSort,
  onLandmark,
}: HotelSortBarProps) {
  return (
    <div className="sort-bar hotel-sort" role="group" aria-label="排序">
      {BUTTONS.map((b) => {
        const active = b.sorts.includes(sort);
        const next = b.key === 'price' && sort === 'PRICE_ASC' ? 'PRICE_DESC' : b.sorts[0]!;
        return (
          <button
            key={b.key}
            type="button"
            className={active ? 'sort-bar__btn is-active' : 'sort-bar__btn'}
            aria-pressed={active}
            data-testid={`hotel-sort-${b.key}`}
            onClick={() => onSort(next)}
          >
            {b.label}
            {b.key === 'price' && active && (sort === 'PRICE_ASC' ? ' ↑' : ' ↓')}
            {b.key === 'price' && active && (
              <span className="sr-only">{sort === 'PRICE_ASC' ? '从低到高' : '从高到低'}</span>
            )}
          </button>
        );
      })}
      <label className="hotel-sort__landmark">
        <select
          aria-label="距离参照地标"
          value={landmarkId ?? ''}
          onChange={(e) => onLandmark(e.target.value || null)}
          data-testid="hotel-landmark"
        >
          <option value="">距离：市中心 / 所选位置</option>
          {HOTEL_LANDMARK_KINDS.map((kind) => {
            const group = landmarks.filter((l) => l.kind === kind);
            return group.length ? (
              <optgroup key={kind} label={HOTEL_LANDMARK_KIND_LABEL[kind]}>
                {group.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </optgroup>
            ) : null;
          })}
        </select>
      </label>
    </div>
  );
}
