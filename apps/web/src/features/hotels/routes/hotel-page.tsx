import { Icon } from '@/components/icon';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { AreaPlaceholder } from '@/components/area-placeholder';

/** 酒店预订: the booking flow arrives in a later release. */
export default function HotelPage() {
  return (
    <AreaPlaceholder
      eyebrow="酒店住宿"
      title="酒店预订"
      description="精选国内外酒店，会员专享价，入住更安心"
      icon={<Icon svg={HomeOutlined} />}
      fields={[
        { label: '目的地', placeholder: '城市、酒店名或商圈' },
        { label: '入住日期', placeholder: '', type: 'date' },
        { label: '离店日期', placeholder: '', type: 'date' },
      ]}
      actionText="查询酒店"
      highlights={[
        { title: '会员价', text: '登录会员享专属折扣' },
        { title: '到店付', text: '部分酒店支持到店付款' },
        { title: '免费取消', text: '标注酒店可免费取消' },
      ]}
    ></AreaPlaceholder>
  );
}
