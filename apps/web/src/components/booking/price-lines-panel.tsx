import { formatFen } from '../money';

export interface PriceLine {
  key: string;
  /** 成人票, 儿童票, 全票… */
  label: string;
  unitFen: number;
  count: number;
}

interface PriceLinesPanelProps {
  lines: PriceLine[] | null;
  totalFen: number | null;
  /** The passengers changed and the next price is on its way. */
  stale: boolean;
  /** A note under the lines (e.g. how the fare is set). */
  note?: string;
}

/** 价格明细: one line per ticket type (unit × count) and the order total. */
export function PriceLinesPanel({ lines, totalFen, stale, note }: PriceLinesPanelProps) {
  return (
    <div
      className={stale ? 'price-panel is-stale' : 'price-panel'}
      data-testid="price-detail"
      aria-busy={stale}
    >
      <h2 className="price-panel__title">价格明细</h2>
      {!lines && <p className="price-panel__hint">正在计算价格…</p>}
      {lines && (
        <dl className="price-panel__lines">
          {lines.map((l) => (
            <div key={l.key}>
              <dt>{l.label}</dt>
              <dd>
                {formatFen(l.unitFen)} × {l.count}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {note && <p className="price-panel__hint">{note}</p>}
      <p className="price-panel__total">
        <span>订单总额</span>
        <strong data-testid="price-total">{totalFen === null ? '--' : formatFen(totalFen)}</strong>
      </p>
    </div>
  );
}
