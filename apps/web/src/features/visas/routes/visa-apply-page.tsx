import { Icon } from '@/components/icon';
import FileDoneOutlined from '@ant-design/icons-svg/es/asn/FileDoneOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 签证申请: the booking flow arrives in a later release. */
export default function VisaApplyPage() {
  return (
    <AreaPlaceholder
      eyebrow="签证申请"
      title="签证申请"
      description="在线填写申请信息，顾问一对一协助完成递签"
      icon={<Icon svg={FileDoneOutlined} />}
      fields={[
        { label: '申请人姓名', placeholder: '请输入申请人姓名' },
        { label: '护照号码', placeholder: '请输入护照号码' },
        { label: '联系电话', placeholder: '请输入联系手机号', type: 'tel' },
      ]}
      actionText="提交申请"
      highlights={[
        { title: '一对一顾问', text: '专属顾问全程跟进' },
        { title: '资料加密', text: '申请资料安全保管' },
        { title: '拒签提示', text: '常见拒签原因提前告知' },
      ]}
    ></AreaPlaceholder>
  );
}
