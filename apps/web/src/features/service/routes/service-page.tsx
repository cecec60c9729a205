import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { SERVICE_SLA_TEXT } from '@lvxing/shared';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { PageSpinner } from '@/components/page-spinner';
import { TabButtons } from '@/components/tab-buttons';
import { FaqSection } from '../components/faq-section';
import '../components/service.css';

// the member's ticket screens (antd form, upload, rating) load when a tab asks for them
const MemberService = lazy(() => import('../components/member-service'));

type Tab = 'faq' | 'new' | 'mine';
const TABS = [
  { value: 'faq', label: '常见问题' },
  { value: 'new', label: '联系客服' },
  { value: 'mine', label: '我的工单' },
] as const;

/** The tab a URL asks for: `new=1` the form (from an order), `ticket=` a ticket, else `tab`. */
function tabOf(params: URLSearchParams): Tab {
  if (params.get('new') === '1') return 'new';
  if (params.get('ticket')) return 'mine';
  const t = params.get('tab');
  return t === 'new' || t === 'mine' ? t : 'faq';
}

/**
 * /service: the help centre. 常见问题 by product and stage with search; 联系客服 opens a ticket
 * (`?orderNo=…&new=1` from an order's detail); 我的工单 lists the member's tickets and shows one
 * (`?ticket=S…`) with its replies, the first-reply promise and the rating.
 */
export default function ServicePage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params);
  const go = (t: Tab) => setParams(t === 'faq' ? {} : { tab: t });
  return (
    <div className="area">
      <PageBanner
        eyebrow="客服中心"
        title="客服中心"
        description={`7×24 小时为您服务，在线工单${SERVICE_SLA_TEXT}`}
        icon={<Icon svg={CustomerServiceOutlined} />}
      />
      <div className="container area__body svc">
        <ul className="info-grid">
          <li className="card info-card">
            <Icon svg={PhoneOutlined} className="info-card__icon" aria-hidden />
            <strong>服务热线</strong>
            <span className="info-card__big">400-820-6666</span>
            <span>全年无休 · 7×24 小时</span>
          </li>
          <li className="card info-card">
            <Icon svg={MessageOutlined} className="info-card__icon" aria-hidden />
            <strong>在线工单</strong>
            <span className="info-card__big">{SERVICE_SLA_TEXT}</span>
            <span>可上传截图或 PDF，进度随时可查</span>
          </li>
        </ul>
        <TabButtons className="svc-tabs" label="客服中心" tabs={TABS} value={tab} onChange={go} />
        {tab === 'faq' ? (
          <FaqSection />
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <MemberService tab={tab} params={params} setParams={setParams} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
