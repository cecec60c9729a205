import { Icon } from '@/components/icon';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';
import { CABIN_LABEL } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { passengerSummary, type FlightQuery } from '@/components/flight-search/search-query';

/** Mobile: the search in one line (北京 ⇄ 上海 · 11月26日 · 1成人) with 修改 to open the form. */
export function SearchSummary({ query, onEdit }: { query: FlightQuery; onEdit: () => void }) {
  return (
    <button type="button" className="search-summary" onClick={onEdit} data-testid="search-summary">
      <span className="search-summary__route">
        {query.from?.name} {query.trip === 'RT' ? '⇄' : '→'} {query.to?.name}
      </span>
      <span className="search-summary__meta">
        {formatTravelDate(query.date)}
        {query.trip === 'RT' && query.returnDate
          ? ` - ${formatTravelDate(query.returnDate, false)}`
          : ''}{' '}
        · {CABIN_LABEL[query.cabin]} · {passengerSummary(query)}
      </span>
      <span className="search-summary__edit">
        <Icon svg={EditOutlined} /> 修改
      </span>
    </button>
  );
}
