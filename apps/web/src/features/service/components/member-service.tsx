import { AntdProvider } from '@/components/antd-provider';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import { TicketForm } from './ticket-form';
import { TicketList } from './ticket-list';
import { TicketView } from './ticket-view';

type SetParams = (p: Record<string, string>) => void;

/**
 * The member's side of the help centre (loaded on demand): the ticket form, their tickets and
 * one ticket. A visitor is asked to log in, or pointed to the feedback form of /connect.
 */
export default function MemberService(props: {
  tab: 'new' | 'mine';
  params: URLSearchParams;
  setParams: SetParams;
}) {
  const loggedIn = useUserStore(selectLoggedIn);
  const { tab, params, setParams } = props;
  if (!loggedIn) {
    return (
      <section className="card svc-panel">
        <h2>请先登录</h2>
        <p>登录后可提交客服工单、查看处理进度。未注册的用户可以在“联系我们”页面提交意见反馈。</p>
        <p>
          <button type="button" className="btn btn--primary" onClick={requireLogin}>
            登录 / 注册
          </button>{' '}
          <a href="/connect">意见反馈</a>
        </p>
      </section>
    );
  }
  const ticketNo = params.get('ticket');
  return (
    <AntdProvider>
      {tab === 'new' ? (
        <TicketForm
          orderNo={params.get('orderNo') ?? ''}
          onDone={(no) => setParams({ ticket: no })}
        />
      ) : ticketNo ? (
        <TicketView ticketNo={ticketNo} onBack={() => setParams({ tab: 'mine' })} />
      ) : (
        <TicketList onOpen={(no) => setParams({ ticket: no })} />
      )}
    </AntdProvider>
  );
}
