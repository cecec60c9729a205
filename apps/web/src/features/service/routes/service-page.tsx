import { Icon } from '@/components/icon';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { PageBanner } from '@/components/page-banner';

const faqs = [
  { q: '机票如何退改签？', a: '登录后在“我的订单”中找到对应订单，按航司规则在线申请退票或改期。' },
  { q: '火车票支付后多久出票？', a: '一般 1–5 分钟内出票，出票结果会以短信通知到联系手机号。' },
  { q: '如何开具报销凭证？', a: '行程结束后可在订单详情中申请电子行程单或发票。' },
  { q: '忘记登录密码怎么办？', a: '在登录窗口点击“忘记密码”，通过手机验证码即可重置。' },
];

/** /service: hotline, online help and frequent questions. */
export default function ServicePage() {
  return (
    <div className="area">
      <PageBanner
        eyebrow="客服中心"
        title="客服中心"
        description="7×24 小时为您服务，出行中的任何问题都可以找我们"
        icon={<Icon svg={CustomerServiceOutlined} />}
      />
      <div className="container area__body">
        <ul className="info-grid">
          <li className="card info-card">
            <Icon svg={PhoneOutlined} className="info-card__icon" aria-hidden />
            <strong>服务热线</strong>
            <span className="info-card__big">400-820-6666</span>
            <span>全年无休 · 7×24 小时</span>
          </li>
          <li className="card info-card">
            <Icon svg={MessageOutlined} className="info-card__icon" aria-hidden />
            <strong>在线客服</strong>
            <span className="info-card__big">即将开放</span>
            <span>平均 30 秒内响应</span>
          </li>
        </ul>
        <section className="card faq" aria-labelledby="faq-title">
          <h2 id="faq-title">常见问题</h2>
          {faqs.map((f) => (
            <details key={f.q} className="faq__item">
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </section>
      </div>
    </div>
  );
}
