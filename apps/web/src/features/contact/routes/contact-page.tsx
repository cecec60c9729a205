import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { Icon } from '@/components/icon';
import { PageBanner } from '@/components/page-banner';
import { FeedbackForm } from '../components/feedback-form';
import '../components/contact.css';

const ways = [
  { icon: PhoneOutlined, title: '客服热线', value: '400-820-6666', note: '7×24 小时，全年无休' },
  {
    icon: MailOutlined,
    title: '客服邮箱',
    value: 'service@lvxing.example',
    note: '1 个工作日内回复',
  },
  {
    icon: MailOutlined,
    title: '商务合作',
    value: 'bd@lvxing.example',
    note: '工作日 1 个工作日内回复',
  },
  {
    icon: EnvironmentOutlined,
    title: '公司地址',
    value: '上海市长宁区旅行大厦 18 层',
    note: '邮编 200050（示例地址）',
  },
  {
    icon: ClockCircleOutlined,
    title: '办公时间',
    value: '周一至周五 9:00–18:00',
    note: '法定节假日除外；热线与在线工单不休',
  },
];

/** /connect: how to reach us, the feedback form (a ticket without an order), cooperation links. */
export default function ContactPage() {
  return (
    <div className="area">
      <PageBanner
        eyebrow="联系我们"
        title="联系我们"
        description="咨询、合作或建议，欢迎随时与我们联系"
        icon={<Icon svg={PhoneOutlined} />}
      />
      <div className="container area__body">
        <ul className="info-grid info-grid--3">
          {ways.map((w) => (
            <li key={w.title} className="card info-card">
              <Icon svg={w.icon} className="info-card__icon" aria-hidden />
              <strong>{w.title}</strong>
              <span className="info-card__big">{w.value}</span>
              <span>{w.note}</span>
            </li>
          ))}
        </ul>
        <div className="contact">
          <section className="card contact-links" aria-labelledby="contact-links-title">
            <h2 id="contact-links-title">更多服务</h2>
            <ul>
              <li>
                订单问题请到 <a href="/service?tab=new">客服中心提交工单</a>
                ，可上传截图，进度随时可查
              </li>
              <li>
                企业差旅合作：<a href="/company">企业商旅</a>
              </li>
              <li>
                党政机关、事业单位：<a href="/official">公务出行合作</a>
              </li>
              <li>
                <a href="/aboutUs">关于我们与资质信息</a>
              </li>
            </ul>
          </section>
          <FeedbackForm />
        </div>
      </div>
    </div>
  );
}
