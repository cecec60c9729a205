import { TOUR_CHILD_AGE } from '@lvxing/shared';
import { NEW_CHILD, roomLeft, type Party, type PartyChild } from '../../lib/party';

const AGES = Array.from(
  { length: TOUR_CHILD_AGE.max - TOUR_CHILD_AGE.min + 1 },
  (_, i) => TOUR_CHILD_AGE.min + i,
);

/** A − n + counter. */
function Stepper(props: {
  label: string;
  value: number;
  min: number;
  canAdd: boolean;
  onChange: (n: number) => void;
}) {
  return (
    <div className="tv-stepper">
      <span className="tv-stepper__label">{props.label}</span>
      <button
        type="button"
        aria-label={`减少${props.label}`}
        disabled={props.value <= props.min}
        onClick={() => props.onChange(props.value - 1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={`${props.label}人数`}>
        {props.value}
      </output>
      <button
        type="button"
        aria-label={`增加${props.label}`}
        data-testid={`tour-add-${props.label}`}
        disabled={!props.canAdd}
        onClick={() => props.onChange(props.value + 1)}
      >
        +
      </button>
    </div>
  );
}

/** A child's age (on the departure day) and whether it takes a bed. */
function ChildRow(props: { n: number; child: PartyChild; onChange: (c: PartyChild) => void }) {
  const { n, child } = props;
  return (
    <div className="tv-child">
      <label>
        儿童{n}：年龄
        <select
          value={child.age}
          onChange={(e) => props.onChange({ ...child, age: Number(e.target.value) })}
        >
          {AGES.map((a) => (
            <option key={a} value={a}>
              {a}岁
            </option>
          ))}
        </select>
      </label>
      <label className="tv-check">
        <input
          type="checkbox"
          checked={child.bed}
          onChange={(e) => props.onChange({ ...child, bed: e.target.checked })}
        />
        占床
      </label>
    </div>
  );
}

/**
 * 成人 and 儿童 counts, each child with its age (2–11 on the departure day pay the child price)
 * and 占床; at most TOUR_MAX_TRAVELLERS travellers in all.
 */
export function PartyPicker({ party, onChange }: { party: Party; onChange: (p: Party) => void }) {
  const canAdd = roomLeft(party) > 0;
  const setChildren = (n: number) =>
    onChange({
      ...party,
      children:
        n > party.children.length ? [...party.children, NEW_CHILD] : party.children.slice(0, n),
    });
  return (
    <div className="tv-party">
      <Stepper
        label="成人"
        value={party.adults}
        min={1}
        canAdd={canAdd}
        onChange={(adults) => onChange({ ...party, adults })}
      />
      <Stepper
        label="儿童"
        value={party.children.length}
        min={0}
        canAdd={canAdd}
        onChange={setChildren}
      />
      {party.children.map((c, i) => (
        <ChildRow
          key={i}
          n={i + 1}
          child={c}
          onChange={(next) =>
            onChange({ ...party, children: party.children.map((x, j) => (j === i ? next : x)) })
          }
        />
      ))}
      <p className="tv-hint">
        儿童指出发当日{TOUR_CHILD_AGE.min}-{TOUR_CHILD_AGE.max}
        岁；12岁及以上按成人报名，2岁以下暂不支持在线预订
      </p>
    </div>
  );
}
