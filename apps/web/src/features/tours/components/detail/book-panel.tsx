import type { TourDepartureView, TourTypeCode } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { useSearchPage } from '@/components/search-page';
import { departureStatus } from '../../lib/calendar-grid';
import { bookHref, partyProblem, priceParty, type Party } from '../../lib/party';
import { PartyPicker } from './party-picker';

interface BookPanelProps {
  productCode: string;
  type: TourTypeCode;
  dep: TourDepartureView | null;
  party: Party;
  onParty: (p: Party) => void;
}

/** The party's price line by line on `dep`, and the 单房差 a lone adult would add. */
function PriceLines({ party, dep }: { party: Party; dep: TourDepartureView }) {
  return (
    <dl className="tv-book__lines" data-testid="tour-price-lines">
      {priceParty(party, dep).lines.map((l) => (
        <div key={l.label}>
          <dt>{l.label}</dt>
          <dd>
            {formatFen(l.unitFen)} × {l.count}
          </dd>
        </div>
      ))}
      {dep.singleSupplementFen > 0 && (
        <div className="tv-book__note">
          <dt>单房差</dt>
          <dd>{formatFen(dep.singleSupplementFen)}/人（如需单住，下单时选择）</dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The chosen date and party, its price line by line, and 立即预订 to the booking page (a visitor
 * logs in first and is taken there after). 单房差 and insurance are chosen on the booking page.
 */
export function BookPanel(props: BookPanelProps) {
  const { dep, party } = props;
  const { book } = useSearchPage();
  const totalFen = dep ? priceParty(party, dep).totalFen : null;
  const problem = dep ? partyProblem(party, dep) : '请先在日历中选择出发日期';
  return (
    <aside className="card tv-book" aria-label="预订" data-testid="tour-book-panel">
      <h2 className="tv-book__title">
        {dep ? `${formatTravelDate(dep.date)} 出发` : '选择出发日期'}
      </h2>
      {dep && (
        <p className="tv-hint">
          {departureStatus(dep, props.type)} · 截止报名 {formatTravelDate(dep.signupCloses, false)}
        </p>
      )}
      <PartyPicker party={party} onChange={props.onParty} />
      {dep && <PriceLines party={party} dep={dep} />}
      <p className="tv-book__total">
        合计
        <strong data-testid="tour-total">{totalFen !== null ? formatFen(totalFen) : '—'}</strong>
      </p>
      {problem && dep && <p className="tv-book__problem">{problem}</p>}
      <button
        type="button"
        className="btn btn--primary btn--lg tv-book__go"
        disabled={!!problem}
        data-testid="tour-book"
        onClick={() => dep && book(bookHref(props.productCode, dep.date, party))}
      >
        {dep ? '立即预订' : '请选择出发日期'}
      </button>
    </aside>
  );
}
