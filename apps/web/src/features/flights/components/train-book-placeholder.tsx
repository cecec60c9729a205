import { CreditCardOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** /ticket/book?train=train: train booking arrives with the train area. */
export function TrainBookPlaceholder() {
  return (
    <AreaPlaceholder
      eyebrow="在线预订"
      title="火车票预订"
      description="选择车次后填写乘车人信息，确认后即可提交订单"
      icon={<CreditCardOutlined />}
      fields={[
        { label: '乘客姓名', placeholder: '请输入乘客姓名' },
        { label: '证件号码', placeholder: '请输入身份证号' },
        { label: '联系电话', placeholder: '请输入联系手机号', type: 'tel' },
      ]}
      actionText="提交订单"
      highlights={[
        { title: '实名购票', text: '乘客信息加密保存' },
        { title: '订单通知', text: '出票结果短信通知' },
        { title: '安心退改', text: '按规则在线退改' },
      ]}
    />
  );
}
