import { useState } from 'react';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import type { CooperationSubmitResult } from '@lvxing/shared';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { RequestSubmitted } from '@/components/request-submitted';
import { CompanyForm } from '../components/company-form';
import { CompanyOffers, CompanySteps } from '../components/company-offer';
import '../components/company.css';

/** The submitted application: its number, state and what happens next. */
function Submitted({ result }: { result: CooperationSubmitResult }) {
  return (
    <RequestSubmitted title="开通申请已提交" result={result} testId="company-done">
      <p>客户经理将在 1 个工作日内与您联系，了解贵司差旅需求并提供方案。</p>
    </RequestSubmitted>
  );
}

/**
 * 企业商旅 (/company): what the agency offers companies on contract (差标管控, 审批, 月结,
 * 统一开票) and the application (a cooperation request of kind COMPANY) the staff follow up.
 */
export default function CompanyPage() {
  const [done, setDone] = useState<CooperationSubmitResult | null>(null);
  return (
    <div className="area">
      <PageBanner
        eyebrow="企业商旅"
        title="企业差旅，集中管理"
        description="签约企业可享差标管控、出行审批、月度结算与统一开票，机票、酒店、火车票、用车、会议与签证一站预订"
        icon={<Icon svg={ShopOutlined} />}
      />
      <div className="container area__body">
        <CompanyOffers />
        <div className="company">
          {done ? <Submitted result={done} /> : <CompanyForm onDone={setDone} />}
          <CompanySteps />
        </div>
      </div>
    </div>
  );
}
