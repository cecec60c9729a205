import { useState } from 'react';
import { Icon } from '@/components/icon';
import MinusOutlined from '@ant-design/icons-svg/es/asn/MinusOutlined';
import PlusOutlined from '@ant-design/icons-svg/es/asn/PlusOutlined';
import { useUserStore } from '@/stores/user-store';
import { LazyDrawer } from '../overlay/lazy-drawer';
import { LazyPopover } from '../overlay/lazy-popover';
import { MAX_PASSENGERS, passengerSummary } from './search-query';

export interface PassengerMix {
  adults: number;
  children: number;
  infants: number;
}

const rows = [
  { key: 'adults', label: '成人', hint: '12周岁及以上' },
  { key: 'children', label: '儿童', hint: '2-12周岁' },
  { key: 'infants', label: '婴儿', hint: '14天-2周岁' },
] as const;

/** Bounds of each count given the others (at least one adult, 9 seats, one infant per adult). */
function bounds(mix: PassengerMix, key: keyof PassengerMix): [number, number] {
  if (key === 'adults') return [Math.max(1, mix.infants), MAX_PASSENGERS - mix.children];
  if (key === 'children') return [0, MAX_PASSENGERS - mix.adults];
  return [0, mix.adults];
}

function Steppers({
  value,
  onChange,
}: {
  value: PassengerMix;
  onChange: (v: PassengerMix) => void;
}) {
  return (
    <ul className="pax-steppers">
      {rows.map((r) => {
        const [min, max] = bounds(value, r.key);
        const n = value[r.key];
        return (
          <li key={r.key}>
            <span>
              {r.label}
              <small>{r.hint}</small>
            </span>
            <span className="pax-steppers__ctl">
              <button
                type="button"
                aria-label={`减少${r.label}`}
                disabled={n <= min}
                onClick={() => onChange({ ...value, [r.key]: n - 1 })}
              >
                <Icon svg={MinusOutlined} />
              </button>
              <output aria-label={`${r.label}人数`}>{n}</output>
              <button
                type="button"
                aria-label={`增加${r.label}`}
                disabled={n >= max}
                onClick={() => onChange({ ...value, [r.key]: n + 1 })}
              >
                <Icon svg={PlusOutlined} />
              </button>
            </span>
          </li>
        );
      })}
      <li className="pax-steppers__note">
        每单最多 9 位乘客（不含婴儿），每位成人最多携带一名婴儿
      </li>
    </ul>
  );
}

/** The 乘客 field: counts of adults, children and infants. */
export function PassengerCounts({
  value,
  onChange,
}: {
  value: PassengerMix;
  onChange: (v: PassengerMix) => void;
}) {
  const isMobile = useUserStore((s) => s.isMobile);
  const [open, setOpen] = useState(false);
  const trigger = (
    <button
      type="button"
      className="fs-field"
      data-testid="passenger-counts"
      onClick={() => setOpen(true)}
    >
      <span className="fs-field__label">乘客</span>
      <span className="fs-field__value">{passengerSummary(value)}</span>
    </button>
  );
  const body = <Steppers value={value} onChange={onChange} />;
  if (isMobile) {
    return (
      <>
        {trigger}
        <LazyDrawer
          title="选择乘客"
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
