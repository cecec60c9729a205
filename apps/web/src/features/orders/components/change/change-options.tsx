import type { ChangeOption } from '@lvxing/shared';
import { formatFen } from '@/components/money';

const row = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: 12,
  padding: '10px 0',
  borderBottom: '1px solid var(--line, #eee)',
} as const;
const muted = { color: 'var(--text-2, #888)', fontSize: 13 } as const;

/** 应付 ¥x / 应退 ¥y / 无需补款 of an option, with its 改签费 and 差价 (a lower flight fare: 差价不退). */
function Money({ o, flight }: { o: ChangeOption; flight: boolean }) {
  const diff =
    o.diffFen > 0
      ? `差价 ${formatFen(o.diffFen)}`
      : o.diffFen < 0
        ? `差价 -${formatFen(-o.diffFen)}${flight ? '（不退）' : ''}`
        : '无差价';
  return (
    <div style={{ textAlign: 'right' }}>
      <div>
        {o.payFen > 0 && <strong>应付 {formatFen(o.payFen)}</strong>}
        {o.payFen === 0 && o.refundFen > 0 && <strong>应退 {formatFen(o.refundFen)}</strong>}
        {o.payFen === 0 && o.refundFen === 0 && <strong>无需补款</strong>}
      </div>
      <div style={muted}>
        改签费 {formatFen(o.changeFeeFen)} · {diff}
        {o.refundFeeFen > 0 && ` · 差额退票费 ${formatFen(o.refundFeeFen)}`}
      </div>
    </div>
  );
}

/** The alternatives of a date, each with its times, seats, money and 确认改签 (or why not). */
export function ChangeOptions({
  options,
  flight,
  busy,
  onPick,
}: {
  options: ChangeOption[];
  flight: boolean;
  busy: boolean;
  onPick: (o: ChangeOption) => void;
}) {
  if (options.length === 0) {
    return <p style={{ padding: '16px 0' }}>该日期没有可改签的{flight ? '航班' : '车次'}</p>;
  }
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: '12px 0 0',
        padding: 0,
        maxHeight: '52vh',
        overflowY: 'auto',
      }}
      data-testid="change-options"
    >
      {options.map((o) => (
        <li
          key={`${o.code}-${o.toStation}`}
          style={row}
          data-testid="change-option"
          data-code={o.code}
        >
          <div>
            <strong>{o.code}</strong> {o.depTime}–{o.arrTime}
            {o.arrDayOffset > 0 && <sup>+{o.arrDayOffset}</sup>}
            <div style={muted}>
              {o.depName}→{o.arrName} · {o.classLabel} ·{' '}
              {o.seatsLeft > 0 ? `余${o.seatsLeft}` : '无票'}
            </div>
          </div>
          <Money o={o} flight={flight} />
          {o.disabledReason ? (
            <span style={{ ...muted, maxWidth: 160 }}>{o.disabledReason}</span>
          ) : (
            <button
              type="button"
              className="btn btn--brand"
              disabled={busy}
              onClick={() => onPick(o)}
              data-testid="change-confirm"
            >
              确认改签
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
