import { useState } from 'react';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { RequestSubmitted } from '@/components/request-submitted';
import type { CooperationSubmitResult } from '@lvxing/shared';
import { OfficialForm } from '../components/official-form';
import { OfficialRules } from '../components/official-rules';
import '../components/official.css';

/** The submitted request: its number, state and what happens next. */
function Submitted({ result }: { result: CooperationSubmitResult }) {
  return (
    <RequestSubmitted title="合作申请已提交" result={result} testId="official-done">
      <p>客户经理将在 1 个工作日内与您联系，洽谈公务机票、协议酒店等合作事宜。</p>
    </RequestSubmitted>
  );
}

/**
 * 公务出行 (/official): the cooperation request of a government body or public institution
 * (the spec's official-business submission) beside the rules its travellers follow.
 */
export default function OfficialPage() {
  const [done, setDone] = useState<CooperationSubmitResult | null>(null);
  return (
    <div className="area">
      <PageBanner
        eyebrow="公务出行"
        title="公务出行合作"
        description="面向党政机关、事业单位和国有企业：政府采购机票、协议酒店、火车票、用车与会议，公务卡结算，票据合规"
        icon={<Icon svg={BankOutlined} />}
      />
      <div className="container area__body official">
        {done ? <Submitted result={done} /> : <OfficialForm onDone={setDone} />}
        <OfficialRules />
      </div>
    </div>
  );
}
