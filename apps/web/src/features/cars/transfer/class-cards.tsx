import { type TransferClass, type TransferQuoteResult } from '@lvxing/shared';
import { formatFen } from '@/components/money';

/**
 * The classes with their all-in prices (the distance price, night surcharge and extras, each
 * line listed): 选择 picks one for the booking.
 */
export function ClassCards(props: {
  quote: TransferQuoteResult;
  value: TransferClass | null;
  onPick: (c: TransferClass) => void;
}) {
  const { quote } = props;
  return (
    <section className="transfer-classes" aria-label="车型与价格">
      <p className="transfer-classes__note">
        约{quote.distanceKm}公里{quote.night ? ' · 含夜间服务费' : ''} ·
        {quote.trip.type.endsWith('PICKUP') ? ` 免费等待${quote.freeWaitMinutes}分钟 ·` : ''}
        用车前{quote.freeCancelHours}小时免费取消，之后收取{quote.lateCancelPercent}%
      </p>
      <ul>
        {quote.classes.map((c) => (
          <li
            key={c.classCode}
            className={`card transfer-class${c.classCode === props.value ? ' is-active' : ''}`}
            data-testid={`transfer-class-${c.classCode}`}
          >
            <h3>{c.label}</h3>
            <p className="transfer-class__seats">
              {c.seats}座乘客 · {c.luggage}件行李 · {c.models}
            </p>
            <ul className="transfer-class__lines">
              {c.lines.map((l) => (
                <li key={l.label}>
                  {l.label}
                  {l.count > 1 ? ` ×${l.count}` : ''} <span>{formatFen(l.unitFen * l.count)}</span>
                </li>
              ))}
            </ul>
            <p className="transfer-class__total">
              一口价 <b>{formatFen(c.totalFen)}</b>
            </p>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => props.onPick(c.classCode)}
            >
              {c.classCode === props.value ? '已选择' : '选择'}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
