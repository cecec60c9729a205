import { useState } from 'react';
import { DownOutlined, FilterOutlined } from '@ant-design/icons';
import { Checkbox } from '@/components/lite/choice';
import { LazyDrawer } from '@/components/overlay/lazy-drawer';
import { LazyPopover } from '@/components/overlay/lazy-popover';
import { CABIN_LABEL } from '@lvxing/shared';
import type { FilterState } from '../lib/filter-sort';
import { FilterGroup, GROUP_LABEL, pickedCount, type Facets, type GroupKey } from './filter-groups';

interface FilterBarProps {
  facets: Facets;
  value: FilterState;
  onChange: (next: FilterState) => void;
  onReset: () => void;
  isMobile: boolean;
}

const groups: GroupKey[] = ['airlines', 'depTimeBands', 'depAirports', 'arrAirports', 'cabin'];

function isFiltered(v: FilterState): boolean {
  return groups.some((g) => pickedCount(g, v) > 0) || !!v.directOnly;
}

/** Desktop: a row of drop-downs; mobile: one 筛选 button with a bottom sheet. */
export function FilterBar({ facets, value, onChange, onReset, isMobile }: FilterBarProps) {
  const [sheet, setSheet] = useState(false);
  const direct = (
    <Checkbox
      checked={!!value.directOnly}
      onChange={(directOnly) => onChange({ ...value, directOnly })}
    >
      仅看直飞
    </Checkbox>
  );
  if (isMobile) {
    const total = groups.reduce((n, g) => n + pickedCount(g, value), value.directOnly ? 1 : 0);
    return (
      <>
        <button
          type="button"
          className="m-filter-btn"
          onClick={() => setSheet(true)}
          data-testid="filter-open"
        >
          <FilterOutlined /> 筛选
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
          <div className="m-filter-direct">{direct}</div>
          {groups.map((g) => (
            <section key={g} className="m-filter-section">
              <h3>{GROUP_LABEL[g]}</h3>
              <FilterGroup group={g} facets={facets} value={value} onChange={onChange} />
            </section>
          ))}
        </LazyDrawer>
      </>
    );
  }
  return (
    <div className="filter-bar" data-testid="filter-bar">
      {groups.map((g) => {
        const n = pickedCount(g, value);
        return (
          <LazyPopover
            key={g}
            trigger="click"
            placement="bottomLeft"
            arrow={false}
            content={<FilterGroup group={g} facets={facets} value={value} onChange={onChange} />}
          >
            <button type="button" className={n ? 'filter-bar__btn is-on' : 'filter-bar__btn'}>
              {g === 'cabin' ? CABIN_LABEL[value.cabin] : GROUP_LABEL[g]}
              {n > 0 && <span className="filter-bar__n">{n}</span>}
              <DownOutlined />
            </button>
          </LazyPopover>
        );
      })}
      <span className="filter-bar__direct">{direct}</span>
      {isFiltered(value) && (
        <button type="button" className="filter-bar__reset" onClick={onReset}>
          清空筛选
        </button>
      )}
    </div>
  );
}
