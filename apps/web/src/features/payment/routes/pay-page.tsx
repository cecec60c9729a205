import { useSearchParams } from 'react-router';
import { Icon } from '@/components/icon';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { PageBanner } from '@/components/page-banner';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import '@/styles/payment.css';
import { Checkout } from '../components/checkout';
import { NoOrder } from '../components/no-order';

const ORDER_NO = /^\d{12,24}$/;

/** /ticket/pay?orderNo=… (title 支付订单): QR code, countdown and the pay-state polling. */
export default function PayPage() {
  const [params] = useSearchParams();
  const loggedIn = useUserStore(selectLoggedIn);
  const orderNo = params.get('orderNo');
  const next = params.get('next');
  const valid = !!orderNo && ORDER_NO.test(orderNo);
  return (
    <div className="area pay-page">
      <PageBanner
        eyebrow="收银台"
        title="支付订单"
        description="请在订单保留时间内完成支付，超时订单将自动取消"
        icon={<Icon svg={WalletOutlined} />}
      />
      <div className="container area__body">
        {!valid && <NoOrder title="暂无待支付订单" />}
        {valid && !loggedIn && (
          <NoOrder
            title="登录后继续支付"
            action={
              <button type="button" className="btn btn--primary" onClick={requireLogin}>
                立即登录
              </button>
            }
          />
        )}
        {valid && loggedIn && (
          <Checkout
            key={orderNo}
            orderNo={orderNo}
            next={next && ORDER_NO.test(next) ? next : null}
          />
        )}
      </div>
    </div>
  );
}
