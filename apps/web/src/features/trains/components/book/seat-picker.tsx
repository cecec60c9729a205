import { Fragment } from 'react';
import type { SeatLetter } from '@lvxing/shared';
import {
  aisleAfter,
  isWindow,
  pickerRows,
  toggleSeat,
  type SeatPick,
} from '../../lib/seat-letters';

interface SeatPickerProps {
  /** Letters of the class's row (A B C D F…). */
  letters: SeatLetter[];
  passengers: number;
  value: SeatPick[];
  onChange: (picks: SeatPick[]) => void;
}

/**
 * 在线选座 like 12306: 窗 A B C | 过道 | D F 窗, one row per passenger group (two rows for
 * several passengers), one seat per passenger. Wishes are honoured when seats allow.
 */
export function SeatPicker({ letters, passengers, value, onChange }: SeatPickerProps) {
  const rows = Array.from({ length: pickerRows(passengers) }, (_, i) => i);
  const chosen = (row: number, letter: SeatLetter) =>
    value.some((p) => p.row === row && p.letter === letter);
  return (
    <section
      className="card book-card seat-picker"
      aria-labelledby="seat-title"
      data-testid="seat-picker"
    >
      <header className="book-card__head">
        <h2 id="seat-title">在线选座</h2>
        <span className="book-card__sub">
          已选 <b data-testid="seat-count">{value.length}</b>/{passengers} 个座位 ·
          余座充足时优先按所选座位出票，否则由系统分配
        </span>
      </header>
      <div className="seat-picker__rows">
        {rows.map((row) => (
          <div key={row} className="seat-row" role="group" aria-label={`第${row + 1}排`}>
            <span className="seat-row__side">窗</span>
            {letters.map((l) => (
              <Fragment key={l}>
                <button
                  type="button"
                  className={chosen(row, l) ? 'seat is-on' : 'seat'}
                  aria-pressed={chosen(row, l)}
                  aria-label={`第${row + 1}排 ${l}座${isWindow(l) ? '（靠窗）' : ''}`}
                  data-testid={`seat-${row + 1}${l}`}
                  onClick={() => onChange(toggleSeat(value, { row, letter: l }, passengers))}
                >
                  {l}
                </button>
                {aisleAfter(l) && l !== letters[letters.length - 1] && (
                  <span className="seat-row__aisle">过道</span>
                )}
              </Fragment>
            ))}
            <span className="seat-row__side">窗</span>
          </div>
        ))}
      </div>
    </section>
  );
}
