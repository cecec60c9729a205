import { SendOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '@/components/area-placeholder';
import { useSearchParams } from 'react-router';

/** 机票查询: the booking flow arrives in a later release. */
export default function TicketSearchPage() {
  const [params] = useSearchParams();
  const route = [params.get('from'), params.get('to')].filter(Boolean).join(' → ');
  return (
    <AreaPlaceholder
      eyebrow="国内机票"
      title="机票查询"
      description="覆盖国内主要航线，实时比价，特价机票一网打尽"
      icon={<SendOutlined />}
      fields={[
        { label: '出发城市', placeholder: '如：北京' },
        { label: '到达城市', placeholder: '如：上海' },
        { label: '出发日期', placeholder: '', type: 'date' },
      ]}
      actionText="查询航班"
      highlights={[
        { title: '实时比价', text: '汇集多家供应商报价' },
        { title: '退改透明', text: '退改规则下单前清晰可见' },
        { title: '极速出票', text: '支付后最快 30 秒出票' },
      ]}
    >
      {route && (
        <p className="area__query">
          当前查询：{route} {params.get('date') ?? ''}
        </p>
      )}
    </AreaPlaceholder>
  );
}
