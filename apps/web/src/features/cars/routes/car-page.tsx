import { Icon } from '@/components/icon';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 用车服务: the booking flow arrives in a later release. */
export default function CarPage() {
  return (
    <AreaPlaceholder
      eyebrow="用车服务"
      title="用车服务"
      description="接送机、接送站、市内包车，专业司机准时服务"
      icon={<Icon svg={CarOutlined} />}
      fields={[
        { label: '上车地点', placeholder: '请输入上车地点' },
        { label: '目的地', placeholder: '请输入目的地' },
        { label: '用车时间', placeholder: '', type: 'date' },
      ]}
      actionText="立即询价"
      highlights={[
        { title: '准时接驾', text: '航班延误免费等待' },
        { title: '正规车辆', text: '车辆司机严格审核' },
        { title: '价格透明', text: '一口价无隐形消费' },
      ]}
    ></AreaPlaceholder>
  );
}
