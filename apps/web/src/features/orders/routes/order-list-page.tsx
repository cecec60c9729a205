import { ProfileOutlined } from '@ant-design/icons';
import { PageBanner } from '@/components/page-banner';
import { EmptyOrders } from '../components/empty-orders';

/** /orderList (title 我的订单) */
export default function OrderListPage() {
  return (
    <div className="area">
      <PageBanner
        eyebrow="订单中心"
        title="我的订单"
        description="机票、火车票、汽车票订单一站查看"
        icon={<ProfileOutlined />}
      />
      <div className="container area__body">
        <EmptyOrders text="暂无订单" />
      </div>
    </div>
  );
}
