import { FileTextOutlined } from '@ant-design/icons';
import { PageBanner } from '@/components/page-banner';
import { EmptyOrders } from '../components/empty-orders';

/** /orderDetail */
export default function OrderDetailPage() {
  return (
    <div className="area">
      <PageBanner
        eyebrow="订单中心"
        title="订单详情"
        description="行程、乘客与支付信息"
        icon={<FileTextOutlined />}
      />
      <div className="container area__body">
        <EmptyOrders text="未找到该订单" />
      </div>
    </div>
  );
}
