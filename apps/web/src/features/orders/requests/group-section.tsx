import { Link } from 'react-router';
import type { GroupSummary } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { PendingBlock } from '@/components/pending-block';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import type { RequestSectionProps } from './request-sections';
import { searchMyGroups } from './search-groups';

/** The tone of a state's tag: 已完成 done, 已关闭 closed, the others in progress. */
function tone(state: GroupSummary['state']): string {
  if (state === 'COMPLETED') return 'is-done';
  if (state === 'CLOSED') return 'is-closed';
  return 'is-open';
}

/** One request: route, party, state, the price asked (quote, else 参考价) and dates. */
function GroupCard({ item }: { item: GroupSummary }) {
  const party = `${item.adults}成人${item.children ? ` ${item.children}儿童` : ''}`;
  return (
    <li className="card request-card" data-testid="group-card">
      <div className="request-card__head">
        <span className="request-card__kind">团队出行</span>
        <Link className="request-card__no" to={`/teamRequests?no=${item.requestNo}`}>
          申请号 {item.requestNo}
        </Link>
        <span className={`request-card__state ${tone(item.state)}`}>{item.stateLabel}</span>
      </div>
      <p className="request-card__org">{item.route}</p>
      <p className="request-card__meta">
        {item.firstDate} 出发 · {party} ·{' '}
        {item.current
          ? `报价 ${formatFen(item.current.totalFen)}`
          : `参考价 ${formatFen(item.indicativeFen)}`}
      </p>
      <p className="request-card__meta">提交于 {formatInstant(item.submittedAt)}</p>
    </li>
  );
}

/** 团队出行: the member's group travel requests, each opening its quotes on /teamRequests. */
export function GroupSection({ member }: RequestSectionProps) {
  const { data, loading } = useApiQuery(
    ['requests', member, 'groups'],
    () => searchMyGroups(QUERY_REQUEST),
    MEMBER_QUERY,
  );
  if (loading && !data) return <PendingBlock rows={2} />;
  if (!data || data.items.length === 0) {
    return (
      <div className="card request-empty">
        <p>暂无团队出行申请</p>
        <p className="request-empty__links">
          <Link to="/team">申请团队出行</Link>
        </p>
      </div>
    );
  }
  return (
    <ul className="requests__list" data-testid="group-requests">
      {data.items.map((item) => (
        <GroupCard key={item.requestNo} item={item} />
      ))}
    </ul>
  );
}
