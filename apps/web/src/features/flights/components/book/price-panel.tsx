import { PASSENGER_TYPE_LABEL, type PriceDetail } from '@lvxing/shared';
import { PriceFrame, PriceRow } from '@/components/booking/price-lines-panel';

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
  return (
    <PriceFrame pending={!details} totalFen={totalOf(details)} stale={stale}>
      {details?.map((d, i) => (
        <div key={legLabels[i] ?? i} className="price-panel__leg">
          {legLabels.length > 1 && <p className="price-panel__legname">{legLabels[i]}</p>}
          {d.lines.map((l) => (
            <dl key={l.passengerType} className="price-panel__lines">
              <PriceRow
                label={`${PASSENGER_TYPE_LABEL[l.passengerType]}票`}
                unitFen={l.fareFen}
                count={l.count}
              />
              <PriceRow label="民航发展基金" unitFen={l.developmentFundFen} count={l.count} />
              <PriceRow label="燃油附加费" unitFen={l.fuelSurchargeFen} count={l.count} />
            </dl>
          ))}
        </div>
      ))}
    </PriceFrame>
  );
}
