import { useState } from 'react';
import { Pagination } from 'antd';
import { formatInstant } from '@/components/datetime';
import { PageSpinner } from '@/components/page-spinner';
import { useApiQuery } from '@/lib/query-hooks';
import { useUserStore } from '@/stores/user-store';
import { myTickets } from '../api/service-api';

/** 我的工单: the member's tickets, newest first, 10 a page. */
export function TicketList({ onOpen }: { onOpen: (ticketNo: string) => void }) {
  const member = useUserStore((s) => s.userInfo.mobile);
  const [page, setPage] = useState(1);
  const { data, loading } = useApiQuery(['service', member, 'list', page], () => myTickets(page));
  if (loading && !data) return <PageSpinner />;
  return (
    <section className="card svc-panel" aria-labelledby="mine-title">
      <h2 id="mine-title">我的工单</h2>
      {data && data.items.length === 0 && (
        <p className="svc-meta">暂无工单。遇到问题可点击“联系客服”提交。</p>
      )}
      <ul className="svc-ticket-list">
        {data?.items.map((t) => (
          <li key={t.ticketNo} data-testid="ticket-row">
            <a
              href={`/service?ticket=${t.ticketNo}`}
              onClick={(e) => {
                e.preventDefault();
                onOpen(t.ticketNo);
              }}
            >
              【{t.categoryLabel}】{t.summary}
            </a>
            <strong>{t.stateLabel}</strong>
            <span className="svc-meta">
              工单号 {t.ticketNo} · 提交于 {formatInstant(t.submittedAt)}
              {t.orderNo ? ` · 订单 ${t.orderNo}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {data && data.total > data.pageSize && (
        <Pagination current={page} total={data.total} pageSize={data.pageSize} onChange={setPage} />
      )}
    </section>
  );
}
