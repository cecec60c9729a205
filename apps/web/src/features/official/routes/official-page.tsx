import { Icon } from '@/components/icon';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 公务出行: the booking flow arrives in a later release. */
export default function OfficialPage() {
  return (
    <AreaPlaceholder
      eyebrow="公务出行"
      title="公务出行"
      description="面向机关与事业单位的公务出行合作，流程规范、票据合规"
      icon={<Icon svg={BankOutlined} />}
      fields={[
        { label: '单位名称', placeholder: '请输入单位名称' },
        { label: '联系人', placeholder: '请输入联系人姓名' },
        { label: '联系电话', placeholder: '请输入联系手机号', type: 'tel' },
      ]}
      actionText="提交合作意向"
      highlights={[
        { title: '合规票据', text: '符合报销规范' },
        { title: '专属通道', text: '公务订单优先处理' },
        { title: '审批留痕', text: '出行审批可追溯' },
      ]}
    ></AreaPlaceholder>
  );
}
