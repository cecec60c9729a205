import '@/styles/results.css';
import { EditOutlined } from '@ant-design/icons';

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
        <EditOutlined /> 修改
      </span>
    </button>
  );
}
