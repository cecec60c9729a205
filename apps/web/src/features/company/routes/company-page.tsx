import { Icon } from '@/components/icon';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 企业商旅: the booking flow arrives in a later release. */
export default function CompanyPage() {
  return (
    <AreaPlaceholder
      eyebrow="企业商旅"
      title="企业商旅"
      description="企业差旅集中管理，统一结算，差标管控更轻松"
      icon={<Icon svg={ShopOutlined} />}
      fields={[
        { label: '企业名称', placeholder: '请输入企业名称' },
        { label: '联系人', placeholder: '请输入联系人姓名' },
        { label: '联系电话', placeholder: '请输入联系手机号', type: 'tel' },
      ]}
      actionText="申请开通"
      highlights={[
        { title: '统一结算', text: '月结对账省心' },
        { title: '差标管控', text: '差旅标准自动校验' },
        { title: '数据报表', text: '差旅费用一目了然' },
      ]}
    ></AreaPlaceholder>
  );
}
