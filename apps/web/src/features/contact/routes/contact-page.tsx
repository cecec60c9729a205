import { Icon } from '@/components/icon';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { PageBanner } from '@/components/page-banner';

const ways = [
  {
    icon: <Icon svg={PhoneOutlined} />,
    title: '客服热线',
    value: '400-820-6666',
    note: '7×24 小时',
  },
  {
    icon: <Icon svg={MailOutlined} />,
    title: '商务合作',
    value: 'bd@lvxing.example',
    note: '工作日 1 个工作日内回复',
  },
  {
    icon: <Icon svg={EnvironmentOutlined} />,
    title: '公司地址',
    value: '上海市长宁区旅行大厦 18 层',
    note: '周一至周五 9:00–18:00',
  },
];

/** /connect */
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
              <span className="info-card__icon" aria-hidden>
                {w.icon}
              </span>
              <strong>{w.title}</strong>
              <span className="info-card__big">{w.value}</span>
              <span>{w.note}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
