import { useState } from 'react';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import type { ItinerarySubmitResult } from '@lvxing/shared';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { CustomTripEstimate } from '../components/custom-trip/custom-trip-estimate';
import { CustomTripForm } from '../components/custom-trip/custom-trip-form';
import '../components/custom-trip/custom-trip.css';

/** How a custom trip goes, beside the form. */
function CustomIntro() {
  return (
    <aside className="card custom-intro" aria-label="定制流程">
      <h2>定制流程</h2>
      <ol>
        <li>填写目的地、时间、人数与偏好</li>
        <li>立即查看按本站实时价格估算的参考价</li>
        <li>定制顾问 1 个工作日内电话沟通，细化行程</li>
        <li>确认方案与报价后签订旅游合同出行</li>
      </ol>
      <p>
        参考价由大交通、住宿与当地游玩三部分组成，分别取本站所选日期的机票或火车票、同级酒店和当地一日游价格；私家导游与包车按本站私家团的差价估算。
      </p>
    </aside>
  );
}

/**
 * 定制游 (/travel/custom): the custom trip request (the spec's /api/trourism/itinerary/submit),
 * answered at once with an indicative price range from the site's own prices, then followed up
 * by a consultant (a cooperation request of kind TOUR_CUSTOM, listed under 我的申请).
 */
export default function TravelCustomPage() {
  const [done, setDone] = useState<ItinerarySubmitResult | null>(null);
  return (
    <div className="area">
      <PageBanner
        eyebrow="旅游度假"
        title="定制游 · 专属行程"
        description="一家人、好友或蜜月出行，按您的时间、预算与喜好定制行程，提交即得参考价"
        icon={<Icon svg={CompassOutlined} />}
      />
      <div className="container area__body custom">
        {done ? (
          <CustomTripEstimate result={done} onAgain={() => setDone(null)} />
        ) : (
          <CustomTripForm onDone={setDone} />
        )}
        <CustomIntro />
      </div>
    </div>
  );
}
