import { RadioGroup } from '@/components/lite/choice';
import { formatFen } from '@/components/money';

interface InsuranceCardProps {
  /** null until the member chooses (it is never chosen for them). */
  value: boolean | null;
  unitFen: number;
  travellers: number;
  /** The form was sent without a choice. */
  error: boolean;
  onChange: (insurance: boolean) => void;
}

/**
 * 旅游意外险: the agency must offer it (《旅游法》第61条) and the member decides; nothing is
 * preselected, so the choice is theirs. The price is per traveller for the whole trip.
 */
export function InsuranceCard({ value, unitFen, travellers, error, onChange }: InsuranceCardProps) {
  const choice = value === null ? '' : value ? 'yes' : 'no';
  return (
    <section className="card book-card" aria-labelledby="tb-ins-title" data-testid="tour-insurance">
      <header className="book-card__head">
        <h2 id="tb-ins-title">旅游意外险</h2>
        <span className="book-card__sub">
          旅行社已投保责任险；意外险保障您自身的意外伤害和医疗，建议购买（《旅游法》第61条）
        </span>
      </header>
      <RadioGroup<'' | 'yes' | 'no'>
        aria-label="是否购买旅游意外险"
        testId="insurance-choice"
        className="tb-insurance"
        value={choice}
        options={[
          {
            value: 'yes',
            label: `购买 ${formatFen(unitFen)}/人 × ${travellers}人 = ${formatFen(unitFen * travellers)}`,
          },
          { value: 'no', label: '不购买，自行承担出游意外风险' },
        ]}
        onChange={(v) => onChange(v === 'yes')}
      />
      {error && (
        <p className="book-card__warn" role="alert">
          请选择是否购买旅游意外险
        </p>
      )}
    </section>
  );
}
