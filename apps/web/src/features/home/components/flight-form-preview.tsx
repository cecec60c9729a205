import { useEffect, type SyntheticEvent } from 'react';
import { Icon } from '@/components/icon';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { BEIJING_OFFSET_MS } from '@lvxing/shared';
import { takeEarlyHeroField } from '@/lib/boot-handoff';
import { useClientValue } from '@/lib/client-value';

/**
 * Tomorrow in Beijing as the date field shows it (`M月D日 周X`), the default departure day (the
 * same day as lib/dayjs.ts's tomorrowIso, without loading dayjs on the home page).
 */
export function tomorrowLabel(now: Date = new Date()): string {
  const d = new Date(now.getTime() + BEIJING_OFFSET_MS + 86_400_000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${'周' + '日一二三四五六'[d.getUTCDay()]}`;
}

interface FlightFormPreviewProps {
  /**
   * The visitor reached for the form (pointer, focus or key): load the real one. `target` is the
   * test id of the field clicked or focused, to be clicked or focused again on the real form.
   */
  onWake: (target: string | null, how: 'click' | 'focus' | 'none') => void;
}

/**
 * What the hero's flight form looks like before it is loaded, in plain HTML (no antd): the
 * default search 北京 → 上海 tomorrow. The real form (antd) is loaded on the first touch, hover,
 * focus or key, and takes over the click; so a page load does not pay for antd.
 */
export function FlightFormPreview({ onWake }: FlightFormPreviewProps) {
  useEffect(() => {
    // clicked before the app was up (the boot script kept it: lib/boot-handoff.ts)
    const early = takeEarlyHeroField();
    if (early !== undefined) onWake(early, 'click');
  }, [onWake]);
  const target = (e: SyntheticEvent) =>
    (e.target as Element).closest?.('[data-testid]')?.getAttribute('data-testid') ?? null;
  // at build time (prerender) the date is unknown: empty there and while hydrating, then filled in
  const date = useClientValue(tomorrowLabel, '');
  return (
    <form
      className="fs fs--hero fs-preview"
      aria-label="机票搜索"
      onPointerDown={() => onWake(null, 'none')}
      onClick={(e) => {
        e.preventDefault();
        onWake(target(e), 'click');
      }}
      onFocus={(e) => onWake(target(e), 'focus')}
      onKeyDown={() => onWake(null, 'none')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="fs__trip fs-preview__trip" role="radiogroup" aria-label="行程类型">
        {/* the real form's option gets the click (search-card.tsx, REAL_FIELD) */}
        <span
          className="fs-preview__radio is-checked"
          role="radio"
          aria-checked="true"
          data-testid="trip-OW"
        >
          单程
        </span>
        <span className="fs-preview__radio" role="radio" aria-checked="false" data-testid="trip-RT">
          往返
        </span>
      </div>
      <div className="fs__row">
        <div className="fs__cities">
          <button
            type="button"
            className="fs-field city-trigger"
            data-testid="from-city"
            aria-label="出发城市：北京"
          >
            <span className="fs-field__label">出发城市</span>
            <span className="fs-field__value">北京</span>
          </button>
          <button type="button" className="fs__swap" aria-label="交换出发地和目的地">
            <Icon svg={SwapOutlined} />
          </button>
          <button
            type="button"
            className="fs-field city-trigger"
            data-testid="to-city"
            aria-label="到达城市：上海"
          >
            <span className="fs-field__label">到达城市</span>
            <span className="fs-field__value">上海</span>
          </button>
        </div>
        <div className="fs__dates">
          <div className="fs-field fs-field--date" data-testid="depart-date">
            <span className="fs-field__label">出发日期</span>
            <input className="fs-preview__input" readOnly aria-label="出发日期" value={date} />
          </div>
          <button type="button" className="fs-field is-empty fs__add-return">
            <span className="fs-field__label">返回日期</span>
            <span className="fs-field__value">+ 添加返程</span>
          </button>
        </div>
        <div className="fs__extras">
          <div className="fs-field" data-testid="cabin">
            <span className="fs-field__label">舱位等级</span>
            <span className="fs-preview__select">
              经济舱
              <Icon svg={DownOutlined} aria-hidden />
            </span>
          </div>
          <button type="button" className="fs-field" data-testid="passenger-counts">
            <span className="fs-field__label">乘客</span>
            <span className="fs-field__value">1成人</span>
          </button>
        </div>
        <button type="submit" className="btn btn--primary fs__submit" data-testid="search-submit">
          搜索
        </button>
      </div>
    </form>
  );
}
