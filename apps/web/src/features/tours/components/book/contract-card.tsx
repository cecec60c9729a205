import { lazy, Suspense, useState } from 'react';
import type { TourDetail } from '@lvxing/shared';
import { Checkbox } from '@/components/lite/choice';

// the contract's text is read by few before ticking: loaded when its link is clicked
const ContractDialog = lazy(() => import('./contract-dialog'));

interface ContractCardProps {
  product: TourDetail;
  accepted: boolean;
  /** The form was sent without it. */
  error: boolean;
  onChange: (accepted: boolean) => void;
}

/**
 * 旅游合同: the box the member ticks (the booking requires it), with the link that shows the
 * contract's main points: 成团人数 and the 不成团 notice, shopping and 自费, the 退改 ladder.
 */
export function ContractCard({ product, accepted, error, onChange }: ContractCardProps) {
  const [reading, setReading] = useState(false);
  return (
    <section className="card book-card tb-accept" data-testid="tour-contract">
      <Checkbox checked={accepted} testId="accept-contract" onChange={onChange}>
        我已阅读并同意
      </Checkbox>
      <button
        type="button"
        className="link-btn"
        data-testid="open-contract"
        onClick={() => setReading(true)}
      >
        《旅游合同》主要条款
      </button>
      <span className="tb-muted">（含成团约定、购物与自费项目、退改规则）</span>
      {error && (
        <p className="book-card__warn" role="alert">
          请阅读并同意旅游合同
        </p>
      )}
      {reading && (
        <Suspense fallback={null}>
          <ContractDialog product={product} onClose={() => setReading(false)} />
        </Suspense>
      )}
    </section>
  );
}
