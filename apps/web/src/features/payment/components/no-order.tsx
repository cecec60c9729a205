import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import CreditCardOutlined from '@ant-design/icons-svg/es/asn/CreditCardOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';

/** /ticket/pay without an order (or logged out). */
export function NoOrder({ title, action }: { title: string; action?: React.ReactNode }) {
  return (
    <div className="card empty">
      <div className="empty__art" aria-hidden>
        <Icon svg={CreditCardOutlined} />
      </div>
      <p className="empty__title">{title}</p>
      <p className="empty__sub">
        <Icon svg={SafetyCertificateOutlined} /> 扫码支付，资金由平台全程担保
      </p>
      {action ?? (
        <Link className="btn btn--primary" to="/orderList">
          查看我的订单
        </Link>
      )}
    </div>
  );
}
