import { ThunderboltOutlined } from '@ant-design/icons';
import { AreaPlaceholder } from '@/components/area-placeholder';
import { Link, useSearchParams } from 'react-router';

/** {isBus ? '汽车票预订' : '火车票预订'}: the booking flow arrives in a later release. */
export default function TrainPage() {
  const [params] = useSearchParams();
  const isBus = params.get('type') === 'bus';
  return (
    <AreaPlaceholder
      eyebrow={isBus ? '汽车票' : '火车票'}
      title={isBus ? '汽车票预订' : '火车票预订'}
      description={
        isBus ? '城际巴士、机场大巴线路查询与购票' : '高铁、动车、普速列车余票查询与在线购票'
      }
      icon={<ThunderboltOutlined />}
      fields={[
        { label: '出发站', placeholder: '如：北京南' },
        { label: '到达站', placeholder: '如：上海虹桥' },
        { label: '出发日期', placeholder: '', type: 'date' },
      ]}
      actionText="查询车次"
      highlights={[
        { title: '余票实时', text: '车次余票实时更新' },
        { title: '在线选座', text: '高铁动车支持选座' },
        { title: '改签便捷', text: '开车前可在线改签' },
      ]}
    >
      <div className="area__tabs" role="tablist" aria-label="车票类型">
        <Link
          role="tab"
          aria-selected={!isBus}
          className={isBus ? 'area__tab' : 'area__tab is-active'}
          to="/train"
        >
          火车票
        </Link>
        <Link
          role="tab"
          aria-selected={isBus}
          className={isBus ? 'area__tab is-active' : 'area__tab'}
          to="/train?type=bus"
        >
          汽车票
        </Link>
      </div>
    </AreaPlaceholder>
  );
}
