import { Icon } from '@/components/icon';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 旅游度假: the booking flow arrives in a later release. */
export default function TravelPage() {
  return (
    <AreaPlaceholder
      eyebrow="旅游度假"
      title="旅游度假"
      description="精品跟团、自由行与定制行程，发现更好的目的地"
      icon={<Icon svg={CompassOutlined} />}
      fields={[
        { label: '出发城市', placeholder: '如：广州' },
        { label: '目的地', placeholder: '如：三亚' },
        { label: '出发日期', placeholder: '', type: 'date' },
      ]}
      actionText="搜索线路"
      highlights={[
        { title: '精选线路', text: '资深旅行顾问甄选' },
        { title: '无购物团', text: '拒绝强制购物' },
        { title: '行程定制', text: '按需定制专属行程' },
      ]}
    ></AreaPlaceholder>
  );
}
