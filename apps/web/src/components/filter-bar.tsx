import { useState, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { Checkbox, CheckboxGroup, RadioGroup } from './lite/choice';
import { LazyDrawer } from './overlay/lazy-drawer';
import { LazyPopover } from './overlay/lazy-popover';
import '@/styles/results.css';

/** One multiple-choice filter (车次类型, 出发时间, 出发车站…), or a single choice (舱位). */
export interface FilterGroupDef {
  key: string;
  label: string;
  options: { value: string; label: ReactNode }[];
  /**
   * One choice always made (radios, e.g. the cabin): its button names the choice, and it counts
   * as no filter (清空筛选 leaves it to the list's reset).
   */
  single?: boolean;
}

/** A yes/no filter shown as a checkbox next to the groups (只看有票…). */
export interface FilterToggleDef {
  key: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export interface FilterBarProps {
  groups: FilterGroupDef[];
  /** Picked values by group key (missing or empty: no filter). */
  value: Readonly<Record<string, readonly string[] | undefined>>;
  onChange: (key: string, picked: string[]) => void;
  toggles?: FilterToggleDef[];
  onReset: () => void;
  isMobile: boolean;
}

function Group({
  group,
  picked,
  onChange,
}: {
  group: FilterGroupDef;
  picked: readonly string[];
  onChange: (picked: string[]) => void;
}) {
  if (group.single) {
    return (
      <RadioGroup
        className="filter-group"
        aria-label={group.label}
        value={picked[0] ?? ''}
        onChange={(v) => onChange([v])}
        options={group.options}
      />
    );
  }
  return (
    <CheckboxGroup
      className="filter-group"
      aria-label={group.label}
      value={picked}
      onChange={onChange}
      options={group.options}
    />
  );
}

/**
 * The filters of a result list. Desktop: a row of drop-downs with counts, the toggles and
 * 清空筛选; mobile: one 筛选 button (with the count) opening a bottom sheet.
 */
export function FilterBar({
  groups,
  value,
  onChange,
  toggles = [],
  onReset,
  isMobile,
}: FilterBarProps) {
  const [sheet, setSheet] = useState(false);
  const picked = (key: string) => value[key] ?? [];
  const count = (g: FilterGroupDef) => (g.single ? 0 : picked(g.key).length);
  const total = groups.reduce((n, g) => n + count(g), 0) + toggles.filter((t) => t.checked).length;
  const toggleBoxes = toggles.map((t) => (
    <Checkbox key={t.key} checked={t.checked} onChange={t.onChange}>
      {t.label}
    </Checkbox>
  ));

  if (isMobile) {
    return (
      <>
        <button
          type="button"
          className="m-filter-btn"
          onClick={() => setSheet(true)}
          data-testid="filter-open"
        >
          <Icon svg={FilterOutlined} /> 筛选
          {total > 0 && <span className="lite-badge">{total}</span>}
        </button>
        <LazyDrawer
          title="筛选"
          placement="bottom"
          size="80vh"
          open={sheet}
          onClose={() => setSheet(false)}
          footer={
            <div className="m-filter-foot">
              <button type="button" className="btn btn--ghost" onClick={onReset}>
                清空
              </button>
              <button type="button" className="btn btn--brand" onClick={() => setSheet(false)}>
                确定
              </button>
            </div>
          }
        >
          {toggles.length > 0 && <div className="m-filter-direct">{toggleBoxes}</div>}
          {groups.map((g) => (
            <section key={g.key} className="m-filter-section">
              <h3>{g.label}</h3>
              <Group group={g} picked={picked(g.key)} onChange={(list) => onChange(g.key, list)} />
            </section>
          ))}
        </LazyDrawer>
      </>
    );
  }
  return (
    <div className="filter-bar" data-testid="filter-bar">
      {groups.map((g) => {
        const n = count(g);
        return (
          <LazyPopover
            key={g.key}
            trigger="click"
            placement="bottomLeft"
            arrow={false}
            content={
              <Group group={g} picked={picked(g.key)} onChange={(list) => onChange(g.key, list)} />
            }
          >
            <button type="button" className={n ? 'filter-bar__btn is-on' : 'filter-bar__btn'}>
              {g.single ? g.options.find((o) => o.value === picked(g.key)[0])?.label : g.label}
              {n > 0 && <span className="filter-bar__n">{n}</span>}
              <Icon svg={DownOutlined} />
            </button>
          </LazyPopover>
        );
      })}
      {toggleBoxes.length > 0 && <span className="filter-bar__direct">{toggleBoxes}</span>}
      {total > 0 && (
        <button type="button" className="filter-bar__reset" onClick={onReset}>
          清空筛选
        </button>
      )}
    </div>
  );
}
