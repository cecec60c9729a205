import FlagOutlined from '@ant-design/icons-svg/es/asn/FlagOutlined';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { LICENCE_NOTICE, LICENCES } from '../content/licences';
import '../content/about.css';

const stats = [
  { value: '300+', label: '合作航司与铁路线路' },
  { value: '50万+', label: '精选酒店' },
  { value: '100+', label: '签证办理国家和地区' },
  { value: '7×24', label: '小时客服' },
];

/** /aboutUs: who we are, what we promise, and the licence facts (sample numbers, labelled). */
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
          <p>
            价格透明：同一产品对所有用户一价全网，不因会员身份、设备或浏览记录而不同。信息安全：证件号码加密保存，页面只显示脱敏信息。服务及时：客服热线
            7×24 小时在线，在线工单 24 小时内首次回复。
          </p>
        </section>
        <ul className="stats">
          {stats.map((s) => (
            <li key={s.label} className="card stat">
              <strong>{s.value}</strong>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
        <section className="card prose" aria-labelledby="licence-title" data-testid="licences">
          <h2 id="licence-title">资质信息</h2>
          <p role="note">
            <strong>示例：</strong>
            {LICENCE_NOTICE}
          </p>
          <dl className="about-licences">
            {LICENCES.map((l) => (
              <div key={l.name}>
                <dt>{l.name}</dt>
                <dd>
                  <strong>{l.value}</strong>
                  <br />
                  <small>{l.note}</small>
                </dd>
              </div>
            ))}
          </dl>
          <p>
            联系方式与意见反馈请见 <a href="/connect">联系我们</a>。
          </p>
        </section>
      </div>
    </div>
  );
}
