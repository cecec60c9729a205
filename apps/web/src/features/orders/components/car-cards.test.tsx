import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { OrderCar } from '@lvxing/shared';
import { SettlementCard } from './car-cards';

const settled = (settlement: OrderCar['settlement']) => ({ settlement }) as OrderCar;

describe('the settlement card of a returned rental', () => {
  it('lists each charge with its reason, the deposit taken and what is owed to the store', () => {
    render(
      <SettlementCard
        car={settled({
          lines: [
            { code: 'FUEL', label: '油费', reason: '还车油量差1/4箱', amountFen: 12_000 },
            { code: 'DAMAGE', label: '车损', reason: '右后门划痕', amountFen: 600_000 },
          ],
          totalFen: 612_000,
          deductedFen: 500_000,
          owedFen: 112_000,
          at: '2026-12-03T03:00:00.000Z',
          staffId: null,
        })}
      />,
    );
    const card = screen.getByTestId('car-settlement');
    expect(card).toHaveTextContent('油费 · 还车油量差1/4箱¥120');
    expect(card).toHaveTextContent('车损 · 右后门划痕¥6000');
    expect(card).toHaveTextContent('合计 ¥6120 · 从车辆押金扣除 ¥5000 · 尚需向门店支付 ¥1120');
  });

  it('says a return without charges cost nothing, and is absent before the settlement', () => {
    const { rerender } = render(
      <SettlementCard
        car={settled({
          lines: [],
          totalFen: 0,
          deductedFen: 0,
          owedFen: 0,
          at: '2026-12-03T03:00:00.000Z',
          staffId: null,
        })}
      />,
    );
    expect(screen.getByTestId('car-settlement')).toHaveTextContent('还车无额外费用');
    expect(screen.getByTestId('car-settlement')).not.toHaveTextContent('尚需');
    rerender(<SettlementCard car={settled(null)} />);
    expect(screen.queryByTestId('car-settlement')).toBeNull();
  });
});
