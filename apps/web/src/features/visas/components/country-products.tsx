import { Link } from 'react-router';
import {
  VISA_ENTRIES_LABEL,
  VISA_FORM_LABEL,
  VISA_TYPE_LABEL,
  type EntryRule,
  type VisaCard,
} from '@lvxing/shared';
import { formatYuan } from '@/components/money';
import { daysText, entryBadge, entrySentence, workingDaysText } from '../lib/visa-text';

/** `/visa/detail?code=…`: a product's page. */
export const visaDetailHref = (code: string) => `/visa/detail?${new URLSearchParams({ code })}`;

/** The products of one offer (same terms, one per 领区): `V` + country + offer number. */
export function byOffer(items: readonly VisaCard[]): VisaCard[][] {
  const groups = new Map<string, VisaCard[]>();
  for (const c of items)
    groups.set(c.code.slice(0, 5), [...(groups.get(c.code.slice(0, 5)) ?? []), c]);
  return [...groups.values()];
}

/**
 * An offer: type, entries, validity, stay, processing, interview, the price, and its 领区 (送签城市)
 * each linking to its own product.
 */
function OfferCard({ group }: { group: VisaCard[] }) {
  const card = group[0]!;
  return (
    <li className="card vs-card" data-testid="visa-product">
      <div className="vs-card__main">
        <h3 className="vs-card__title">
          <Link to={visaDetailHref(card.code)}>{card.title.replace(/（[^）]*）$/, '')}</Link>
        </h3>
        <p className="vs-card__tags">
          <span className="vs-tag">{VISA_TYPE_LABEL[card.visaType]}</span>
          <span className="vs-tag">{VISA_ENTRIES_LABEL[card.entries]}</span>
          <span className="vs-tag">{VISA_FORM_LABEL[card.form]}</span>
          {card.interview && <span className="vs-tag vs-tag--warn">需面试</span>}
          {card.fingerprints && <span className="vs-tag">需录指纹</span>}
        </p>
        <p className="vs-card__meta">
          有效期{daysText(card.validityDays)} · 每次停留{daysText(card.stayDays)} · 办理
          {workingDaysText(card.processingDays)}
        </p>
        <p className="vs-card__districts">
          <span>送签领区：</span>
          {group.map((c) => (
            <Link key={c.code} to={visaDetailHref(c.code)} className="vs-district-link">
              {c.consulateCity}
            </Link>
          ))}
        </p>
      </div>
      <p className="vs-price">
        <small>¥</small>
        <strong>{formatYuan(card.totalFen)}</strong>
        <span>/人</span>
      </p>
    </li>
  );
}

/**
 * The chosen destination: its entry rule in a sentence and the site's products for it (or why
 * there are none: no visa needed, or not offered yet).
 */
export function CountryProducts(props: {
  rule: EntryRule;
  items: readonly VisaCard[] | undefined;
  loading: boolean;
}) {
  const { rule, items } = props;
  return (
    <section
      className="card vs-country"
      aria-labelledby="vs-country-title"
      data-testid="visa-country"
    >
      <h2 id="vs-country-title" className="vs-country__title">
        {rule.name}
        <span className="vs-country__badge">{entryBadge(rule)}</span>
      </h2>
      <p className="vs-country__rule">{entrySentence(rule)}。</p>
      {rule.products === 0 && (
        <p className="vs-muted">
          {rule.kind === 'REQUIRED' || rule.kind === 'EVISA'
            ? '本站暂未提供该目的地的签证代办服务。'
            : '无需提前办理签证，出行前请确认护照有效期及入境要求。'}
        </p>
      )}
      {rule.products > 0 && props.loading && !items && (
        <p className="vs-muted">正在加载签证产品…</p>
      )}
      {items && items.length > 0 && (
        <ul className="vs-cards" aria-label={`${rule.name}签证产品`}>
          {byOffer(items).map((g) => (
            <OfferCard key={g[0]!.code} group={g} />
          ))}
        </ul>
      )}
    </section>
  );
}
