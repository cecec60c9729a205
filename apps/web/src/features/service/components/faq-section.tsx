import { useMemo, useRef, useState } from 'react';
import { FAQ_PRODUCTS, FAQ_STAGES, FAQS, type FaqProduct, type FaqStage } from '../content/faq';
import { loadPinyinIndex, searchFaqs, type PinyinIndex } from '../lib/faq-search';

type Pick<T> = T | '全部';

function Chips<T extends string>(props: {
  label: string;
  values: readonly T[];
  value: Pick<T>;
  onChange: (v: Pick<T>) => void;
}) {
  return (
    <div className="svc-chips" role="group" aria-label={props.label}>
      <span className="svc-chips__label">{props.label}</span>
      {(['全部', ...props.values] as Pick<T>[]).map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={v === props.value}
          className={v === props.value ? 'is-active' : undefined}
          onClick={() => props.onChange(v)}
        >
          {v}
        </button>
      ))}
    </div>
  );
}

/**
 * 常见问题 by product and by stage, with a search that matches Chinese and, once pinyin-pro has
 * loaded on the first keystroke, pinyin and initials (tuipiao, tp).
 */
export function FaqSection() {
  const [query, setQuery] = useState('');
  const [product, setProduct] = useState<Pick<FaqProduct>>('全部');
  const [stage, setStage] = useState<Pick<FaqStage>>('全部');
  const [index, setIndex] = useState<PinyinIndex | null>(null);
  const loading = useRef(false);
  const onInput = (v: string) => {
    setQuery(v);
    if (!loading.current) {
      loading.current = true;
      void loadPinyinIndex(FAQS).then(setIndex);
    }
  };
  const hits = useMemo(
    () =>
      searchFaqs(FAQS, query, index).filter(
        (f) =>
          (product === '全部' || f.product === product || f.product === null) &&
          (stage === '全部' || f.stage === stage),
      ),
    [query, index, product, stage],
  );
  return (
    <section className="card svc-faq" aria-labelledby="faq-title">
      <h2 id="faq-title">常见问题</h2>
      <input
        className="svc-faq__search"
        type="search"
        value={query}
        onChange={(e) => onInput(e.target.value)}
        placeholder="搜索问题，如：退票、gaiqian、fp"
        aria-label="搜索常见问题"
        data-testid="faq-search"
      />
      <Chips label="按产品" values={FAQ_PRODUCTS} value={product} onChange={setProduct} />
      <Chips label="按环节" values={FAQ_STAGES} value={stage} onChange={setStage} />
      {hits.length === 0 && (
        <p className="svc-faq__empty">没有找到相关问题，可以点击“联系客服”提交工单。</p>
      )}
      <div className="svc-faq__list">
        {hits.map((f) => (
          <details key={f.id} className="faq__item" data-testid="faq-item">
            <summary>
              <span className="svc-faq__tag">{f.product ?? '通用'}</span>
              {f.q}
            </summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
