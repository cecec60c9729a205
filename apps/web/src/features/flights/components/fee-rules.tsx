import type { FeeRule, VendorOffer } from '@lvxing/shared';
import { formatFen } from '@/components/money';
import './fee-rules.css';

interface Row {
  label: string;
  refund: string;
  change: string;
}

const feeText = (rule: FeeRule | undefined, fareFen: number) => {
  if (!rule) return '--';
  if (rule.feePercent >= 100) return '不可退改';
  if (rule.feePercent <= 0) return '免费';
  return `${formatFen(Math.round((fareFen * rule.feePercent) / 100))}/人 (${rule.feePercent}%)`;
};

/** Rows of the ladder: one per time band, refund and change fee side by side. */
export function feeRows(
  offer: Pick<VendorOffer, 'refundRules' | 'changeRules' | 'adultFareFen'>,
): Row[] {
  const labels = [...new Set([...offer.refundRules, ...offer.changeRules].map((r) => r.label))];
  return labels.map((label) => ({
    label,
    refund: feeText(
      offer.refundRules.find((r) => r.label === label),
      offer.adultFareFen,
    ),
    change: feeText(
      offer.changeRules.find((r) => r.label === label),
      offer.adultFareFen,
    ),
  }));
}

/** The refund/change ladder as a small table (plain HTML: it sits on first renders). */
export function FeeRulesTable({ offer }: { offer: Parameters<typeof feeRows>[0] }) {
  return (
    <table className="fee-table">
      <thead>
        <tr>
          <th scope="col">申请时间</th>
          <th scope="col">退票费</th>
          <th scope="col">同舱改期费</th>
        </tr>
      </thead>
      <tbody>
        {feeRows(offer).map((r) => (
          <tr key={r.label}>
            <td>{r.label}</td>
            <td>{r.refund}</td>
            <td>{r.change}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
