import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import type { ProductKind } from '@lvxing/shared';
import { kindText } from '@/components/order-kind';

/** 支付成功 (then the page moves on) or 订单已关闭. */
export function PayResult({
  kind,
  orderNo,
  orderKind,
  text,
}: {
  kind: 'paid' | 'closed';
  orderNo: string;
  /**
   * What was booked (where 重新搜索 leads): always the order's own kind, never assumed; a kind
   * this app does not sell gets neutral words (lib/kinds).
   */
  orderKind: ProductKind;
  text?: string;
}) {
  const words = kindText(orderKind);
  if (kind === 'paid') {
    return (
      <section className="card pay-result pay-result--ok" data-testid="pay-success" role="status">
        <Icon svg={CheckCircleFilled} className="pay-result__icon" />
        <h2>支付成功</h2>
        <p>{text ?? '正在为您出票，即将跳转到订单详情…'}</p>
        <Link to={`/orderDetail?orderNo=${orderNo}`}>查看订单详情</Link>
      </section>
    );
  }
  return (
    <section className="card pay-result pay-result--closed" data-testid="pay-closed" role="status">
      <Icon svg={CloseCircleFilled} className="pay-result__icon" />
      <h2>订单已关闭</h2>
      <p>{text ?? '订单已超过支付时限或已取消，如需出行请重新预订'}</p>
      <div className="pay-result__links">
        <Link className="btn btn--primary" to={words.searchTo}>
          {words.searchText}
        </Link>
        <Link to={`/orderDetail?orderNo=${orderNo}`}>查看订单</Link>
      </div>
    </section>
  );
}
