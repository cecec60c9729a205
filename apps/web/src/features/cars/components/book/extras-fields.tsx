import { CAR_MAX_CHILD_SEATS, type CarOffer } from '@lvxing/shared';
import { formatFen } from '@/components/money';
import type { RentalExtras } from '../../lib/rental-price';

/** The cover tiers (基础 included) with their deductible, and the child seats. */
export function ExtrasFields(props: {
  offer: CarOffer;
  childSeatPerDayFen: number;
  value: RentalExtras;
  onChange: (v: RentalExtras) => void;
}) {
  const { value } = props;
  return (
    <fieldset className="card car-book__extras">
      <legend>保障服务与附加服务</legend>
      {props.offer.insurance.map((i) => (
        <label key={i.tier} className="car-book__tier">
          <input
            type="radio"
            name="insuranceTier"
            checked={value.insuranceTier === i.tier}
            data-testid={`tier-${i.tier}`}
            onChange={() => props.onChange({ ...value, insuranceTier: i.tier })}
          />
          <b>{i.label}</b> {formatFen(i.perDayFen)}/天 · 车损自付{formatFen(i.deductibleFen)}
          {i.tier === 'BASIC' && '（已含在总价中）'}
        </label>
      ))}
      <label className="car-field">
        <span>儿童座椅（{formatFen(props.childSeatPerDayFen)}/天）</span>
        <select
          value={value.childSeats}
          data-testid="child-seats"
          onChange={(e) => props.onChange({ ...value, childSeats: Number(e.target.value) })}
        >
          {Array.from({ length: CAR_MAX_CHILD_SEATS + 1 }, (_, n) => (
            <option key={n} value={n}>
              {n === 0 ? '不需要' : `${n}个`}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
