import { Icon } from '@/components/icon';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 签证办理: the booking flow arrives in a later release. */
export default function VisaPage() {
  return (
    <AreaPlaceholder
      eyebrow="签证办理"
      title="签证办理"
      description="百余个国家和地区签证服务，材料清单清晰，专人审核"
      icon={<Icon svg={IdcardOutlined} />}
      fields={[
        { label: '前往国家', placeholder: '如：日本' },
        { label: '签证类型', placeholder: '如：旅游签证' },
        { label: '计划出行', placeholder: '', type: 'date' },
      ]}
      actionText="查询办理方案"
      highlights={[
        { title: '材料清单', text: '按国家给出清单' },
        { title: '专人审核', text: '递签前逐项审核' },
        { title: '进度提醒', text: '办理进度及时通知' },
      ]}
    ></AreaPlaceholder>
  );
}
