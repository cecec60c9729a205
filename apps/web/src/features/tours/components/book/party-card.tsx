import { TOUR_CHILD_AGE, TOUR_MAX_TRAVELLERS } from '@lvxing/shared';
import { NativeSelect } from '@/components/lite/fields';
import { formatFen } from '@/components/money';
import type { TourChildAsked, TourParty } from './book-query';
import type { DeparturePrices } from './tour-price';

interface StepperProps {
  label: string;
  value: number;
  min: number;
  max: number;
  testId: string;
  onChange: (n: number) => void;
}

/** − n + with the count read out (成人 2). */
function Stepper({ label, value, min, max, testId, onChange }: StepperProps) {
  return (
    <span className="tb-stepper" data-testid={testId}>
      <button
        type="button"
        aria-label={`减少${label}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-label={label}>{value}</output>
      <button
        type="button"
        aria-label={`增加${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

const AGES = Array.from({ length: TOUR_CHILD_AGE.max - TOUR_CHILD_AGE.min + 1 }, (_, i) => {
  const age = TOUR_CHILD_AGE.min + i;
  return { value: String(age), label: `${age}岁` };
});
const BEDS = [
  { value: '1', label: '占床' },
  { value: '0', label: '不占床' },
] as const;

interface ChildRowProps {
  index: number;
  child: TourChildAsked;
  prices: DeparturePrices;
  onChange: (child: TourChildAsked) => void;
  onRemove: () => void;
}

/** 儿童n: age on the departure day, 占床 or not, the price of that place, 移除. */
function ChildRow({ index, child, prices, onChange, onRemove }: ChildRowProps) {
  const name = `儿童${index + 1}`;
  return (
    <div className="tb-party__row" data-testid="party-child">
      <span className="tb-party__label">{name}</span>
      <span className="tb-party__child">
        <NativeSelect
          aria-label={`${name}年龄`}
          value={String(child.age)}
          options={AGES}
          onChange={(age) => onChange({ ...child, age: Number(age) })}
        />
        <NativeSelect
          aria-label={`${name}是否占床`}
          value={child.bed ? '1' : '0'}
          options={BEDS}
          onChange={(bed) => onChange({ ...child, bed: bed === '1' })}
        />
        <small>{formatFen(child.bed ? prices.childWithBedFen : prices.childNoBedFen)}</small>
        <button type="button" className="link-btn" aria-label={`移除${name}`} onClick={onRemove}>
          移除
        </button>
      </span>
    </div>
  );
}

interface PartyCardProps {
  party: TourParty;
  prices: DeparturePrices;
  /** Places left on the departure. */
  left: number;
  onChange: (party: TourParty) => void;
}

/** The edits of a party, each keeping the rest of it (单房差 never above the adults). */
function partyEdits(party: TourParty, onChange: (party: TourParty) => void) {
  return {
    setAdults: (adults: number) =>
      onChange({ ...party, adults, singleRooms: Math.min(party.singleRooms, adults) }),
    setChild: (i: number, c: TourChildAsked) =>
      onChange({ ...party, children: party.children.map((x, j) => (j === i ? c : x)) }),
    // a new child starts in the middle of the band, without a bed; the member sets both
    addChild: () => onChange({ ...party, children: [...party.children, { age: 6, bed: false }] }),
    removeChild: (i: number) =>
      onChange({ ...party, children: party.children.filter((_, j) => j !== i) }),
    setSingleRooms: (singleRooms: number) => onChange({ ...party, singleRooms }),
  };
}

/** 单房差: how many adults sleep alone, at its price per share, with what it means. */
function SingleRoomRow(props: {
  party: TourParty;
  prices: DeparturePrices;
  onChange: (n: number) => void;
}) {
  const { party, prices, onChange } = props;
  return (
    <>
      <div className="tb-party__row">
        <span className="tb-party__label">
          单房差 <small>{formatFen(prices.singleSupplementFen)}/份</small>
        </span>
        <Stepper
          label="单房差份数"
          value={party.singleRooms}
          min={0}
          max={party.adults}
          testId="party-single"
          onChange={onChange}
        />
      </div>
      <p className="tb-muted tb-party__note">
        单房差：一位成人单独入住一间房时需补的房费差价，按份购买，不超过成人数
      </p>
    </>
  );
}

/**
 * 出游人数: adults, each child with its age on the departure day and 占床 or not (the price of
 * each beside it), and 单房差 (an adult alone in a room), within the order's 9 and the places left.
 */
export function PartyCard({ party, prices, left, onChange }: PartyCardProps) {
  const most = Math.min(TOUR_MAX_TRAVELLERS, left);
  const size = party.adults + party.children.length;
  const edit = partyEdits(party, onChange);
  return (
    <section className="card book-card" aria-labelledby="tb-party-title" data-testid="tour-party">
      <header className="book-card__head">
        <h2 id="tb-party-title">出游人数</h2>
        <span className="book-card__sub">
          儿童指出发当日{TOUR_CHILD_AGE.min}–{TOUR_CHILD_AGE.max}周岁，{TOUR_CHILD_AGE.max + 1}
          周岁及以上按成人预订；每单最多{TOUR_MAX_TRAVELLERS}人
        </span>
      </header>
      <div className="tb-party__row">
        <span className="tb-party__label">
          成人 <small>{formatFen(prices.adultFen)}/人</small>
        </span>
        <Stepper
          label="成人"
          value={party.adults}
          min={1}
          max={most - party.children.length}
          testId="party-adults"
          onChange={edit.setAdults}
        />
      </div>
      {party.children.map((c, i) => (
        <ChildRow
          key={i}
          index={i}
          child={c}
          prices={prices}
          onChange={(next) => edit.setChild(i, next)}
          onRemove={() => edit.removeChild(i)}
        />
      ))}
      <div className="tb-party__row">
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          disabled={size >= most}
          onClick={edit.addChild}
          data-testid="party-add-child"
        >
          + 添加儿童
        </button>
        {left < TOUR_MAX_TRAVELLERS && <span className="tb-muted">该团期仅剩{left}个名额</span>}
      </div>
      <SingleRoomRow party={party} prices={prices} onChange={edit.setSingleRooms} />
    </section>
  );
}
