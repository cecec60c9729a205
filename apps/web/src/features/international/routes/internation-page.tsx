import { GlobalOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 国际机票: the booking flow arrives in a later release. */
export default function InternationPage() {
  return (
    <AreaPlaceholder
      eyebrow="国际机票"
      title="国际机票"
      description="全球数百条国际及港澳台航线，多家航司实时比价"
      icon={<GlobalOutlined />}
      fields={[
        { label: '出发城市', placeholder: '如：上海' },
        { label: '到达城市', placeholder: '如：东京' },
        { label: '出发日期', placeholder: '', type: 'date' },
      ]}
      actionText="查询国际航班"
      highlights={[
        { title: '全球航线', text: '覆盖主要国际城市' },
        { title: '中转方案', text: '智能推荐中转组合' },
        { title: '行李说明', text: '行李额度清晰展示' },
      ]}
    ></AreaPlaceholder>
  );
}
