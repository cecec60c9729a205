import '@/styles/results.css';
import { Icon } from '@/components/icon';
import EditOutlined from '@ant-design/icons-svg/es/asn/EditOutlined';

/** Mobile: the search in one line (上海 → 南京 · 11月26日 周四) with 修改 to open the form. */
export function SearchSummaryBar({
  route,
  meta,
  onEdit,
}: {
  route: string;
  meta: string;
  onEdit: () => void;
}) {
  return (
    <button type="button" className="search-summary" onClick={onEdit} data-testid="search-summary">
      <span className="search-summary__route">{route}</span>
      <span className="search-summary__meta">{meta}</span>
      <span className="search-summary__edit">
        <Icon svg={EditOutlined} /> 修改
      </span>
    </button>
  );
}
