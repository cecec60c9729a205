import { PASSENGER_TYPE_LABEL, type PriceDetail } from '@lvxing/shared';
import { formatFen } from '@/components/money';

interface PricePanelProps {
  details: PriceDetail[] | null;
  /** 去程 / 返程 labels for round trips. */
  legLabels: string[];
  stale: boolean;
}

export const totalOf = (details: PriceDetail[] | null) =>
  details ? details.reduce((sum, d) => sum + d.totalFen, 0) : null;

/** Fare, 民航发展基金 and 燃油附加费 per passenger type, and the total. */
export function PricePanel({ details, legLabels, stale }: PricePanelProps) {
  const total = totalOf(details);
  return (
    <div
      className={stale ? 'price-panel is-stale' : 'price-panel'}
      data-testid="price-detail"
      aria-busy={stale}
    >
      <h2 className="price-panel__title">价格明细</h2>
      {!details && <p className="price-panel__hint">正在计算价格…</p>}
      {details?.map((d, i) => (
        <div key={legLabels[i] ?? i} className="price-panel__leg">
          {legLabels.length > 1 && <p className="price-panel__legname">{legLabels[i]}</p>}
          {d.lines.map((l) => (
            <dl key={l.passengerType} className="price-panel__lines">
              <div>
                <dt>{PASSENGER_TYPE_LABEL[l.passengerType]}票</dt>
                <dd>
                  {formatFen(l.fareFen)} × {l.count}
                </dd>
              </div>
              <div>
                <dt>民航发展基金</dt>
                <dd>
                  {formatFen(l.developmentFundFen)} × {l.count}
                </dd>
              </div>
              <div>
                <dt>燃油附加费</dt>
                <dd>
                  {formatFen(l.fuelSurchargeFen)} × {l.count}
                </dd>
              </div>
            </dl>
          ))}
        </div>
      ))}
      <p className="price-panel__total">
        <span>订单总额</span>
        <strong data-testid="price-total">{total === null ? '--' : formatFen(total)}</strong>
      </p>
    </div>
  );
}
