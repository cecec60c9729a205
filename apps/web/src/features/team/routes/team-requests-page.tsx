import { Link, useSearchParams } from 'react-router';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import { formatTravelDate } from '@/components/datetime';
import { Icon } from '@/components/icon';
import { formatYuan } from '@/components/money';
import { PageBanner } from '@/components/page-banner';
import { PageSpinner } from '@/components/page-spinner';
import { useApiQuery } from '@/lib/query-hooks';
import { useUserStore } from '@/stores/user-store';
import { getGroup, groupKeys, listGroups } from '../api/group-api';
import { TeamDetail } from '../components/team-detail';
import '../components/team.css';

/** The member's requests, newest first, each with its state and current quote. */
function RequestList({ mobile }: { mobile: string }) {
  const { data, loading } = useApiQuery(groupKeys.list(mobile), listGroups);
  if (loading && !data) return <PageSpinner />;
  const items = data?.items ?? [];
  return (
    <section className="card team-requests" data-testid="team-list">
      <h2>我的团队申请</h2>
      {items.length === 0 && (
        <p>
          暂无团队申请。<Link to="/team">去提交团队出行需求</Link>
        </p>
      )}
      <ul className="team-list">
        {items.map((r) => (
          <li key={r.requestNo} className="team-list__item">
            <Link to={`/teamRequests?no=${r.requestNo}`}>
              <strong>{r.route}</strong>
              <span>
                {formatTravelDate(r.firstDate)} · {r.adults + r.children}人
              </span>
              <span>
                {r.current
                  ? `报价 ¥${formatYuan(r.current.totalFen)}`
                  : `参考价 ¥${formatYuan(r.indicativeFen)}`}
              </span>
              <span className="tag tag--soft">{r.stateLabel}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RequestDetail({ mobile, requestNo }: { mobile: string; requestNo: string }) {
  const { data, loading } = useApiQuery(groupKeys.detail(mobile, requestNo), () =>
    getGroup(requestNo),
  );
  if (loading && !data) return <PageSpinner />;
  return data ? <TeamDetail detail={data} /> : null;
}

/** 我的团队申请 (/teamRequests, ?no= one request): quotes, countdown, 接受报价, 定金 and 尾款. */
export default function TeamRequestsPage() {
  const [params] = useSearchParams();
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const no = params.get('no');
  return (
    <div className="area">
      <PageBanner
        eyebrow="团队出行"
        title="我的团队申请"
        description="查看顾问报价与有效期，在线接受报价并支付定金、尾款"
        icon={<Icon svg={TeamOutlined} />}
      />
      <div className="container area__body">
        {!mobile ? (
          <section className="card team-requests">
            <h2>我的团队申请</h2>
            <p>
              请先<Link to="/login">登录</Link>，查看您提交的团队申请与顾问报价。
            </p>
          </section>
        ) : no ? (
          <RequestDetail mobile={mobile} requestNo={no} />
        ) : (
          <RequestList mobile={mobile} />
        )}
      </div>
    </div>
  );
}
