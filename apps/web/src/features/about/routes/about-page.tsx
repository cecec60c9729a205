import { Icon } from '@/components/icon';
import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { PageBanner } from '@/components/page-banner';

const stats = [
  { value: '300+', label: '合作航司与铁路线路' },
  { value: '50万+', label: '精选酒店' },
  { value: '100+', label: '签证办理国家和地区' },
  { value: '7×24', label: '小时客服' },
];

/** /aboutUs */
export default function AboutPage() {
  return (
    <div className="area">
      <PageBanner
        eyebrow="关于我们"
        title="关于旅行网"
        description="让每一次出发都简单、省心、值得期待"
        icon={<Icon svg={FlagOutlined} />}
      />
      <div className="container area__body">
        <section className="card prose">
          <h2>我们是谁</h2>
          <p>
            旅行网是一站式出行预订平台，为个人、企业与机关单位提供机票、火车票、汽车票、酒店、用车、签证及旅游度假服务。我们与众多航空公司、酒店集团和地接社直连合作，以透明的价格和可靠的服务陪伴每一段旅程。
          </p>
          <h2>我们的承诺</h2>
          <p>价格透明、信息安全、服务及时。遇到行程变化，我们的客服团队会第一时间协助您处理。</p>
        </section>
        <ul className="stats">
          {stats.map((s) => (
            <li key={s.label} className="card stat">
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
