import { PriceFrame, PriceRow } from '@/components/booking/price-lines-panel';
import type { TourPriceLine } from './tour-price';

interface TourPricePanelProps {
  lines: TourPriceLine[];
  totalFen: number;
  /** 旅游意外险 not chosen yet: said under the lines. */
  insuranceOpen: boolean;
}

/** 价格明细: 成人 × n, 儿童占床 / 不占床, 单房差, 旅游意外险, and the order total. */
export function TourPricePanel({ lines, totalFen, insuranceOpen }: TourPricePanelProps) {
  return (
    <PriceFrame pending={false} totalFen={totalFen} stale={false}>
      <dl className="price-panel__lines" data-testid="tour-price-lines">
        {lines.map((l) => (
          <PriceRow key={l.key} label={l.label} unitFen={l.unitFen} count={l.count} />
        ))}
      </dl>
      <p className="price-panel__hint">
        {insuranceOpen ? '请选择是否购买旅游意外险；' : ''}自费项目及个人消费不含在内
      </p>
    </PriceFrame>
  );
}
