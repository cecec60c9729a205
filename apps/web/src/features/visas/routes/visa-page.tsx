import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { entryMatches, type VisaRegion } from '@lvxing/shared';
import { SearchLoading } from '@/components/progressive-list-parts';
import '../components/visas.css';
import { CountryProducts } from '../components/country-products';
import { EntryGrid, EntrySearch } from '../components/entry-grid';
import { EntryCredits } from '../components/entry-credits';
import { useEntryRules, useVisaProducts } from '../hooks/use-visas';

/**
 * /visa[?country=JP]: 签证办理. The entry rule of every destination for a PRC passport by region,
 * searched in Chinese, pinyin or initials as typed; a destination's tile opens its visa products
 * (by offer, each with its 领区) above the grid. The chosen destination is in the address, so 返回
 * from a product shows it again.
 */
export default function VisaPage() {
  const [params, setParams] = useSearchParams();
  const country = params.get('country');
  const [keyword, setKeyword] = useState('');
  const [region, setRegion] = useState<VisaRegion | null>(null);
  const typed = useDeferredValue(keyword);
  const entries = useEntryRules();
  const rules = entries.data?.items ?? [];
  const chosen = rules.find((r) => r.code === country) ?? null;
  const products = useVisaProducts(chosen && chosen.products > 0 ? chosen.code : null);
  const shown = rules.filter((r) => (!region || r.region === region) && entryMatches(r, typed));
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (chosen) panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chosen]);
  const pick = (code: string) => setParams({ country: code }, { replace: !!country });
  return (
    <div className="vs-page">
      <div className="vs-hero">
        <div className="container">
          <h1 className="vs-hero__title">签证办理</h1>
          <p className="vs-hero__sub">中国护照入境政策一览，签证材料按申请人身份与领区生成</p>
          <EntrySearch
            keyword={keyword}
            region={region}
            onKeyword={setKeyword}
            onRegion={setRegion}
          />
        </div>
      </div>
      <div className="container vs-body">
        <div ref={panel}>
          {chosen && (
            <CountryProducts
              rule={chosen}
              items={products.data?.items}
              loading={products.loading}
            />
          )}
        </div>
        {!entries.data && entries.loading && <SearchLoading text="正在加载入境政策…" />}
        {entries.data && <EntryGrid rules={shown} selected={country} onPick={pick} />}
        {entries.data && <EntryCredits answer={entries.data} />}
      </div>
    </div>
  );
}
