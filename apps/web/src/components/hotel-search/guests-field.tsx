import { useState } from 'react';
import {
  HOTEL_CHILD_MAX_AGE,
  HOTEL_MAX_ADULTS,
  HOTEL_MAX_CHILDREN,
  HOTEL_MAX_ROOMS,
} from '@lvxing/shared';
import { Icon } from '@/components/icon';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useUserStore } from '@/stores/user-store';
import { LazyDrawer } from '../overlay/lazy-drawer';
import { LazyPopover } from '../overlay/lazy-popover';

/** Rooms and guests of a stay; a child's age is -1 until chosen. */
export interface Guests {
  rooms: number;
  adults: number;
  childAges: number[];
}

/** `1间 · 2成人 · 1儿童` */
export function guestsText(g: Guests): string {
  const kids = g.childAges.length ? ` · ${g.childAges.length}儿童` : '';
  return `${g.rooms}间 · ${g.adults}成人${kids}`;
}

const AGES = Array.from({ length: HOTEL_CHILD_MAX_AGE + 1 }, (_, a) => a);

function Stepper(props: {
  label: string;
  hint?: string;
  n: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const { label, n } = props;
  return (
    <li>
      <span>
        {label}
        {props.hint && <small>{props.hint}</small>}
      </span>
      <span className="pax-steppers__ctl">
        <button
          type="button"
          aria-label={`减少${label}`}
          disabled={n <= props.min}
          onClick={() => props.onChange(n - 1)}
        >
          <Icon svg={MinusOutlined} />
        </button>
        <output aria-label={`${label}数`}>{n}</output>
        <button
          type="button"
          aria-label={`增加${label}`}
          disabled={n >= props.max}
          onClick={() => props.onChange(n + 1)}
        >
          <Icon svg={PlusOutlined} />
        </button>
      </span>
    </li>
  );
}

/** Steppers for rooms, adults (at least one per room) and children, with each child's age. */
export function GuestsPanel({ value, onChange }: { value: Guests; onChange: (g: Guests) => void }) {
  const { rooms, adults, childAges } = value;
  const setKids = (n: number) =>
    onChange({
      ...value,
      childAges: n > childAges.length ? [...childAges, -1] : childAges.slice(0, n),
    });
  return (
    <ul className="pax-steppers hotel-guests" data-testid="hotel-guests-panel">
      <Stepper
        label="房间"
        n={rooms}
        min={1}
        max={HOTEL_MAX_ROOMS}
        onChange={(r) => onChange({ ...value, rooms: r, adults: Math.max(adults, r) })}
      />
      <Stepper
        label="成人"
        hint="18岁及以上"
        n={adults}
        min={rooms}
        max={HOTEL_MAX_ADULTS}
        onChange={(a) => onChange({ ...value, adults: a })}
      />
      <Stepper
        label="儿童"
        hint="0-17岁"
        n={childAges.length}
        min={0}
        max={HOTEL_MAX_CHILDREN}
        onChange={setKids}
      />
      {childAges.map((age, i) => (
        <li key={i} className="hotel-guests__age">
          <label>
            <span>儿童{i + 1}年龄</span>
            <select
              value={age}
              onChange={(e) =>
                onChange({
                  ...value,
                  childAges: childAges.map((x, j) => (j === i ? Number(e.target.value) : x)),
                })
              }
            >
              <option value={-1} disabled>
                请选择
              </option>
              {AGES.map((a) => (
                <option key={a} value={a}>
                  {a === 0 ? '不满1岁' : `${a}岁`}
                </option>
              ))}
            </select>
          </label>
        </li>
      ))}
      <li className="pax-steppers__note">
        每间房至少1位成人；儿童年龄按入住日计算，酒店据此安排加床和早餐
      </li>
    </ul>
  );
}

/** The 房间及住客 field of the hotel search: opens the steppers in a popover (a sheet on mobile). */
export function GuestsField({ value, onChange }: { value: Guests; onChange: (g: Guests) => void }) {
  const isMobile = useUserStore((s) => s.isMobile);
  const [open, setOpen] = useState(false);
  const trigger = (
    <button
      type="button"
      className="fs-field"
      data-testid="hotel-guests"
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      <span className="fs-field__label">房间及住客</span>
      <span className="fs-field__value">{guestsText(value)}</span>
    </button>
  );
  const body = <GuestsPanel value={value} onChange={onChange} />;
  if (isMobile) {
    return (
      <>
        {trigger}
        <LazyDrawer
          title="房间及住客"
          placement="bottom"
          size="auto"
          open={open}
          onClose={() => setOpen(false)}
        >
          {body}
          <button
            type="button"
            className="btn btn--brand btn--block"
            onClick={() => setOpen(false)}
          >
            确定
          </button>
        </LazyDrawer>
      </>
    );
  }
  return (
    <LazyPopover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      content={body}
      arrow={false}
    >
      {trigger}
    </LazyPopover>
  );
}
