import { Link } from 'react-router';
import { CreditCardOutlined, SafetyCertificateOutlined, WalletOutlined } from '@ant-design/icons';
import { PageBanner } from '@/components/page-banner';

/** /ticket/pay (title 支付订单) */
export default function PayPage() {
  return (
    <div className="area">
      <PageBanner
        eyebrow="收银台"
        title="支付订单"
        description="请在订单保留时间内完成支付，超时订单将自动取消"
        icon={<WalletOutlined />}
      />
      <div className="container area__body">
        <div className="card empty">
          <div className="empty__art" aria-hidden>
            <CreditCardOutlined />
          </div>
          <p className="empty__title">暂无待支付订单</p>
          <p className="empty__sub">
            <SafetyCertificateOutlined /> 扫码支付即将开放，资金由平台全程担保
          </p>
          <Link className="btn btn--primary" to="/orderList">
            查看我的订单
          </Link>
        </div>
      </div>
    </div>
  );
}
