import { useState } from 'react';
import { Link } from 'react-router';
import type { CooperationMineItem } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { PendingBlock } from '@/components/pending-block';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { Pager } from '../components/pager';
import { CustomQuote } from './custom-quote';
import type { RequestSectionProps } from './request-sections';
import { searchMyCooperation } from './search-cooperation';

const PAGE_SIZE = 10;

/** The tone of a state's tag: 已签约 done, 未合作 closed, the others in progress. */
function tone(state: CooperationMineItem['state']): string {
  if (state === 'SIGNED') return 'is-done';
  if (state === 'DECLINED') return 'is-closed';
  return 'is-open';
}

/** One request: kind, organisation, what was asked, state, dates and a custom trip's quote. */
function RequestCard({ item, member }: { item: CooperationMineItem; member: string }) {
  return (
    <li className="card request-card" data-testid="request-card">
      <div className="request-card__head">
        <span className="request-card__kind">{item.kindLabel}</span>
        <span className="request-card__no">申请号 {item.requestNo}</span>
        <span className={`request-card__state ${tone(item.state)}`}>{item.stateLabel}</span>
      </div>
      <p className="request-card__org">{item.orgName}</p>
      {item.serviceLabels.length > 0 && (
        <p className="request-card__meta">{item.serviceLabels.join('、')}</p>
      )}
      {item.perPersonRange && (
        <p className="request-card__meta">
          参考价 人均 {formatFen(item.perPersonRange.lowFen)}–
          {formatFen(item.perPersonRange.highFen)}
        </p>
      )}
      <p className="request-card__meta">
        提交于 {formatInstant(item.submittedAt)}
        {item.updatedAt !== item.submittedAt && <> · 更新于 {formatInstant(item.updatedAt)}</>}
      </p>
      {item.quote && <CustomQuote item={item} member={member} />}
    </li>
  );
}

/** Nothing yet: where a company or official body applies, or a party asks for a custom trip. */
function NoRequests() {
  return (
    <div className="card request-empty">
      <p>暂无定制游或合作申请</p>
      <p className="request-empty__links">
        <Link to="/company">申请企业商旅</Link>
        <Link to="/official">公务出行合作</Link>
        <Link to="/travel/custom">定制游</Link>
      </p>
    </div>
  );
}

/** 定制游与合作申请: the member's custom trips (with their quotes), official-business and company-travel requests, newest first. */
export function CooperationSection({ member }: RequestSectionProps) {
  const [page, setPage] = useState(1);
  const body = { page, pageSize: PAGE_SIZE };
  const { data, loading } = useApiQuery(
    ['requests', member, 'cooperation', page],
    () => searchMyCooperation(body, QUERY_REQUEST),
    MEMBER_QUERY,
  );
  if (loading && !data) return <PendingBlock rows={2} />;
  if (!data || data.items.length === 0) return <NoRequests />;
  return (
    <>
      <ul className="requests__list" data-testid="cooperation-requests">
        {data.items.map((item) => (
          <RequestCard key={item.requestNo} item={item} member={member} />
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
    </>
  );
}
