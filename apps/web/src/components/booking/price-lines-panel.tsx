import type { ReactNode } from 'react';
import { formatFen } from '../money';

export interface PriceLine {
  key: string;
  /** 成人票, 儿童票, 全票… */
  label: string;
  unitFen: number;
  count: number;
}

interface PriceFrameProps {
  /** The price is still to come (正在计算价格…). */
  pending: boolean;
  totalFen: number | null;
  /** The passengers changed and the next price is on its way. */
  stale: boolean;
  /** The lines (when not pending) and any note under them. */
  children: ReactNode;
}

/** 价格明细 of every booking form: its lines (the kind's own) and the order total. */
export function PriceFrame({ pending, totalFen, stale, children }: PriceFrameProps) {
  return (
    <div
      className={stale ? 'price-panel is-stale' : 'price-panel'}
      data-testid="price-detail"
      aria-busy={stale}
    >
      <h2 className="price-panel__title">价格明细</h2>
      {pending && <p className="price-panel__hint">正在计算价格…</p>}
      {children}
      <p className="price-panel__total">
        <span>订单总额</span>
        <strong data-testid="price-total">{totalFen === null ? '--' : formatFen(totalFen)}</strong>
      </p>
    </div>
  );
}

/** One line of a price: 成人票 ¥620 × 2. */
export function PriceRow({ label, unitFen, count }: Omit<PriceLine, 'key'>) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {formatFen(unitFen)} × {count}
      </dd>
    </div>
  );
}

interface PriceLinesPanelProps {
  lines: PriceLine[] | null;
  totalFen: number | null;
  stale: boolean;
  /** A note under the lines (e.g. how the fare is set). */
  note?: string;
}

/** 价格明细: one line per ticket type (unit × count) and the order total. */
export function PriceLinesPanel({ lines, totalFen, stale, note }: PriceLinesPanelProps) {
  return (
    <PriceFrame pending={!lines} totalFen={totalFen} stale={stale}>
      {lines && (
        <dl className="price-panel__lines">
          {lines.map((l) => (
            <PriceRow key={l.key} label={l.label} unitFen={l.unitFen} count={l.count} />
          ))}
        </dl>
      )}
      {note && <p className="price-panel__hint">{note}</p>}
    </PriceFrame>
  );
}
