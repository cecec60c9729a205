import { useState } from 'react';
import { Link } from 'react-router';
import type { TicketSummary } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { PendingBlock } from '@/components/pending-block';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { Pager } from '../components/pager';
import type { RequestSectionProps } from './request-sections';
import { searchMyTickets } from './search-tickets';

const PAGE_SIZE = 10;

/** The tone of a state's tag: 已解决/已关闭 done, 待您回复 asks the member, the others open. */
function tone(state: TicketSummary['state']): string {
  if (state === 'RESOLVED' || state === 'CLOSED') return 'is-done';
  if (state === 'AWAITING_MEMBER') return 'is-closed';
  return 'is-open';
}

/** One ticket: category, number, state, its first words, order and dates; opens in 客服中心. */
function TicketCard({ item }: { item: TicketSummary }) {
  return (
    <li className="card request-card" data-testid="ticket-card">
      <div className="request-card__head">
        <span className="request-card__kind">{item.categoryLabel}</span>
        <Link className="request-card__no" to={`/service?tab=mine&ticket=${item.ticketNo}`}>
          工单号 {item.ticketNo}
        </Link>
        <span className={`request-card__state ${tone(item.state)}`}>{item.stateLabel}</span>
      </div>
      <p className="request-card__org">{item.summary}</p>
      {item.orderNo && <p className="request-card__meta">关联订单 {item.orderNo}</p>}
      <p className="request-card__meta">
        提交于 {formatInstant(item.submittedAt)}
        {item.updatedAt !== item.submittedAt && <> · 更新于 {formatInstant(item.updatedAt)}</>}
      </p>
    </li>
  );
}

/** 客服工单: the member's tickets, newest first, each linking to its replies. */
export function TicketSection({ member }: RequestSectionProps) {
  const [page, setPage] = useState(1);
  const body = { page, pageSize: PAGE_SIZE };
  const { data, loading } = useApiQuery(
    ['requests', member, 'tickets', page],
    () => searchMyTickets(body, QUERY_REQUEST),
    MEMBER_QUERY,
  );
  if (loading && !data) return <PendingBlock rows={2} />;
  if (!data || data.items.length === 0) {
    return (
      <div className="card request-empty">
        <p>暂无客服工单</p>
        <p className="request-empty__links">
          <Link to="/service?new=1">联系客服</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className="requests__list" data-testid="service-tickets">
        {data.items.map((item) => (
          <TicketCard key={item.ticketNo} item={item} />
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
    </>
  );
}
