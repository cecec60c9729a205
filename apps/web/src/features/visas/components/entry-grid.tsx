import { useRef } from 'react';
import { VISA_REGIONS, VISA_REGION_LABEL, type EntryRule, type VisaRegion } from '@lvxing/shared';
import { useTypedBeforeHydration } from '@/lib/typed-before-hydration';
import { byRegion, entryBadge } from '../lib/visa-text';

interface SearchProps {
  keyword: string;
  region: VisaRegion | null;
  onKeyword: (k: string) => void;
  onRegion: (r: VisaRegion | null) => void;
}

/**
 * The search box (中文, 拼音 or 首字母) and the region chips. /visa is rendered by the server: what
 * a visitor typed into the box before the app hydrated the page is searched once the app is up.
 */
export function EntrySearch({ keyword, region, onKeyword, onRegion }: SearchProps) {
  const box = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(box, keyword, onKeyword);
  return (
    <div className="vs-search">
      <label className="vs-search__box">
        <span className="vs-search__label">搜索国家或地区</span>
        <input
          ref={box}
          type="search"
          value={keyword}
          maxLength={30}
          placeholder="输入中文、拼音或首字母，如 日本 / riben / rb"
          onChange={(e) => onKeyword(e.target.value)}
          data-testid="visa-search"
        />
      </label>
      <div className="vs-regions" role="group" aria-label="按大洲筛选">
        {[null, ...VISA_REGIONS].map((r) => (
          <button
            key={r ?? 'all'}
            type="button"
            className="vs-chip"
            aria-pressed={region === r}
            onClick={() => onRegion(r)}
          >
            {r ? VISA_REGION_LABEL[r] : '全部'}
          </button>
        ))}
      </div>
    </div>
  );
}

const KIND_CLASS: Readonly<Record<EntryRule['kind'], string>> = {
  VISA_FREE: 'free',
  ON_ARRIVAL: 'arrival',
  EVISA: 'online',
  ETA: 'online',
  REQUIRED: 'required',
  NO_ADMISSION: 'banned',
};

/** A destination's tile: its name, its rule, and whether the site has visa products for it. */
function EntryTile(props: { rule: EntryRule; selected: boolean; onPick: () => void }) {
  const { rule } = props;
  return (
    <li>
      <button
        type="button"
        className="vs-tile"
        aria-pressed={props.selected}
        onClick={props.onPick}
        data-testid="visa-tile"
        data-code={rule.code}
      >
        <span className="vs-tile__name">{rule.name}</span>
        <span className={`vs-kind vs-kind--${KIND_CLASS[rule.kind]}`}>{entryBadge(rule)}</span>
        {rule.products > 0 && <span className="vs-tile__offer">可代办</span>}
      </button>
    </li>
  );
}

/** The destinations by region (亚洲, 欧洲…), each a tile; empty when nothing matches. */
export function EntryGrid(props: {
  rules: readonly EntryRule[];
  selected: string | null;
  onPick: (code: string) => void;
}) {
  const groups = byRegion(props.rules);
  if (groups.length === 0)
    return (
      <p className="card empty vs-empty" role="status">
        没有找到匹配的国家或地区，请换个关键词试试
      </p>
    );
  return (
    <div className="vs-grid">
      {groups.map((g) => (
        <section key={g.region} className="vs-region" aria-labelledby={`vs-region-${g.region}`}>
          <h2 id={`vs-region-${g.region}`} className="vs-region__title">
            {g.label}
            <small>{g.items.length}个</small>
          </h2>
          <ul className="vs-tiles">
            {g.items.map((r) => (
              <EntryTile
                key={r.code}
                rule={r}
                selected={props.selected === r.code}
                onPick={() => props.onPick(r.code)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
