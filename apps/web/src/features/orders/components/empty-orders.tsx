import { Link } from 'react-router';
import { PRODUCT_KIND_LABEL, SALE_KINDS } from '@lvxing/shared';
import { Icon } from '@/components/icon';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';

/** 机票、火车票、汽车票、酒店: every kind on sale. */
const KINDS = SALE_KINDS.map((k) => PRODUCT_KIND_LABEL[k]).join('、');

/** A login prompt for visitors, or an empty state for members. */
export function EmptyOrders({ text }: { text: string }) {
  const loggedIn = useUserStore(selectLoggedIn);
  return (
    <div className="card empty">
      <div className="empty__art" aria-hidden>
        <Icon svg={FileSearchOutlined} />
      </div>
      {loggedIn ? (
        <>
          <p className="empty__title">{text}</p>
          <p className="empty__sub">预订成功的行程将展示在这里</p>
          <div className="empty__links">
            <Link className="btn btn--primary" to="/ticket/search">
              去订机票
            </Link>
            <Link className="btn btn--ghost" to="/train">
              去订火车票
            </Link>
            <Link className="btn btn--ghost" to="/hotel">
              去订酒店
            </Link>
          </div>
        </>
      ) : (
        <>
          <p className="empty__title">登录后查看您的订单</p>
          <p className="empty__sub">{KINDS}订单统一管理</p>
          <button type="button" className="btn btn--primary" onClick={requireLogin}>
            立即登录
          </button>
        </>
      )}
    </div>
  );
}
