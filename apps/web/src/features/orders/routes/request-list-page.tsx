import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { PendingBlock } from '@/components/pending-block';
import { useHydrated } from '@/lib/client-value';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/orders.css';
import { AccountTabs } from '../components/account-tabs';
import { REQUEST_SECTIONS } from '../requests/request-sections';
import '../requests/requests.css';

/** A visitor's prompt: requests are listed to the member who made them. */
function LoginPrompt() {
  return (
    <div className="card empty">
      <p className="empty__title">登录后查看您的申请</p>
      <p className="empty__sub">企业商旅、公务出行合作等申请的处理进度</p>
      <button type="button" className="btn btn--primary" onClick={requireLogin}>
        立即登录
      </button>
    </div>
  );
}

/**
 * /requestList (我的申请, the tab beside 我的订单): the member's requests a person at the agency
 * answers, one section per kind (requests/request-sections.ts), each with its states and dates.
 */
export default function RequestListPage() {
  const loggedIn = useUserStore(selectLoggedIn);
  const member = useUserStore((s) => s.userInfo.mobile);
  const hydrated = useHydrated();
  return (
    <div className="area">
      <PageBanner
        eyebrow="订单中心"
        title="我的申请"
        description="团队出行、定制游、合作申请与客服工单的进度一目了然"
        icon={<Icon svg={ProfileOutlined} />}
      />
      <div className="container area__body orders">
        <AccountTabs />
        {!hydrated ? (
          <PendingBlock />
        ) : !loggedIn ? (
          <LoginPrompt />
        ) : (
          REQUEST_SECTIONS.map(({ id, title, Section }) => (
            <section key={id} className="requests__section" aria-label={title}>
              <h2>{title}</h2>
              <Section member={member} />
            </section>
          ))
        )}
      </div>
    </div>
  );
}
