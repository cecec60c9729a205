import { Link } from 'react-router';
import type { OrderDetail, OrderProductKind, OrderState } from '@lvxing/shared';
import { Countdown } from '@/components/countdown';
import { kindText } from '@/components/order-kind';
import { OrderStateTag } from '@/components/order-state-tag';
import { Price } from '@/components/price';

/** What each state of a ticket order means (出票成功 depends on the kind: kindText). */
const hint: Record<OrderState, string> = {
  PENDING_PAYMENT: '请在支付时限内完成支付，超时订单将自动关闭',
  TICKETING: '支付成功，正在为您出票，请稍候…',
  TICKETED: '',
  CHANGING: '改签待支付，请在时限内支付改签款，超时新座位将自动释放，原车票不变',
  CANCELLED: '订单已取消',
  CLOSED: '订单已超过支付时限，已自动关闭',
  REFUNDING: '退票申请已提交，正在处理中',
  REFUNDED: '退票完成，退款将原路退回',
  CONFIRMING: '已提交，等待确认',
  CONFIRMED: '已确认',
  CHECKED_IN: '',
  CHECKED_OUT: '',
  NO_SHOW: '',
  DEPOSIT_PAID: '定金已支付，顾问将按报价为您的团队出票',
  BALANCE_DUE: '请在团队申请页面支付尾款',
  COMPLETED: '团队出票已完成',
  FORMED: '已成团，请按集合时间地点准时出发',
  NOT_FORMED: '未达到最低成团人数，旅行社已取消本团并全额退款',
  TRAVELLING: '行程进行中，祝您旅途愉快',
  PROCESSING: '办理中',
  PICKED_UP: '',
  RETURNED: '',
  DEPOSIT_REFUNDED: '',
};

/** What each state of a stay means (a hotel order: 退订, 入住, 离店). */
const stayHint: Partial<Record<OrderState, string>> = {
  PENDING_PAYMENT: '请在支付时限内完成支付，超时订单将自动取消，房间不再保留',
  CONFIRMING: '订单已提交酒店，等待酒店确认',
  CONFIRMED: '酒店已确认预订，请按时入住，入住时报入住人姓名或确认号即可',
  CHECKED_IN: '已入住，祝您入住愉快',
  CHECKED_OUT: '已离店，感谢入住，欢迎点评本次住宿',
  NO_SHOW: '未按时入住，担保金（如有）不予退还',
  REFUNDING: '退订申请已提交，退款处理中',
  REFUNDED: '退订完成，退款将原路退回支付账户',
};

/** What each state of a tour means (待确认 by the supplier, 成团 by the 旅游法 art. 63 day). */
const tourHint: Partial<Record<OrderState, string>> = {
  PENDING_PAYMENT: '请在支付时限内完成支付，超时订单将自动取消，名额不再保留',
  CONFIRMING: '已支付，等待旅行社确认出游名额',
  CONFIRMED: '旅行社已确认名额，成团后将短信通知集合时间和地点',
  FORMED: '已成团，请按集合时间地点准时出发，出游时携带出游人本人有效证件',
  NOT_FORMED: '未达到最低成团人数，旅行社已取消本团并全额退款（《旅游法》第63条）',
  TRAVELLING: '行程进行中，祝您旅途愉快',
  COMPLETED: '行程已结束，感谢您的出游',
  REFUNDING: '退订申请已提交，退款处理中',
  REFUNDED: '退订完成，退款将原路退回支付账户',
};

/** What each state of a visa order means (each applicant's case has its own state below). */
const visaHint: Partial<Record<OrderState, string>> = {
  PENDING_PAYMENT: '请在支付时限内完成支付，支付后即可上传材料并提交审核',
  PROCESSING: '签证办理中，请按材料清单上传材料，每位申请人的进度见下方',
  COMPLETED: '签证办理已结束，感谢您的信任',
  REFUNDING: '退款处理中',
  REFUNDED: '退款完成，退款将原路退回支付账户',
};

/** What each state of a transfer means (the sandbox dispatch assigns the driver). */
const transferHint: Partial<Record<OrderState, string>> = {
  PENDING_PAYMENT: '请在支付时限内完成支付，超时订单将自动取消',
  CONFIRMING: '已支付，等待司机接单',
  CONFIRMED: '司机已接单，请留意司机来电，按时到达上车地点',
  TRAVELLING: '服务进行中，祝您旅途愉快',
  COMPLETED: '服务已完成，感谢您的使用',
  REFUNDING: '取消申请已提交，退款处理中',
  REFUNDED: '订单已取消，退款将原路退回支付账户',
};

/** What each state of a rental means (取车, 还车, 结算, 违章押金). */
const carHint: Partial<Record<OrderState, string>> = {
  PENDING_PAYMENT: '请在支付时限内完成支付，超时订单将自动取消，车辆不再保留',
  CONFIRMED: '租车已确认，请完成押金预授权，并携带驾驶员身份证和驾驶证按时到门店取车',
  PICKED_UP: '用车中，请按约定时间还车，超时将按小时收取超时费',
  RETURNED: '已还车，门店结算中',
  COMPLETED: '结算完成，车辆押金已解冻；违章押金将在还车30天后无违章退还',
  DEPOSIT_REFUNDED: '违章押金已解冻退还，订单完成',
  NO_SHOW: '超过取车时间未取车，已按规则收取未取车费，其余款项原路退还',
  REFUNDING: '取消申请已提交，退款处理中',
  REFUNDED: '订单已取消，退款将原路退回支付账户',
};

/** What each state means for the kinds with their own part (`product`), where not `hint`'s. */
const PRODUCT_HINT: Record<OrderProductKind, Partial<Record<OrderState, string>>> = {
  HOTEL: stayHint,
  TOUR: tourHint,
  VISA: visaHint,
  TRANSFER: transferHint,
  CAR: carHint,
};

function hintOf(order: OrderDetail): string {
  if (order.product) return PRODUCT_HINT[order.product.kind][order.state] ?? hint[order.state];
  return order.state === 'TICKETED' ? kindText(order.kind).ticketedHint : hint[order.state];
}

/** The state of the order, what it means, and (when unpaid) the time left and 去支付. */
export function StateBanner({ order }: { order: OrderDetail }) {
  const pending = order.state === 'PENDING_PAYMENT';
  return (
    <section className={`card state-banner state-banner--${order.state.toLowerCase()}`}>
      <div className="state-banner__main">
        <h2 className="state-banner__label">
          <OrderStateTag state={order.state} label={order.stateLabel} testId="order-state" />
          <span>{order.title}</span>
        </h2>
        <p className="state-banner__hint">
          {hintOf(order)}
          {pending && order.payDeadline && (
            <>
              ，剩余{' '}
              <Countdown
                to={order.payDeadline}
                doneText="00:00"
                className="countdown countdown--hot"
                testId="order-countdown"
              />
            </>
          )}
        </p>
        <p className="state-banner__no">订单号：{order.orderNo}</p>
      </div>
      <div className="state-banner__side">
        <span className="state-banner__total">
          订单总额 <Price fen={order.totalFen} size="lg" />
        </span>
        {order.actions.canPay && (
          <Link
            className="btn btn--primary"
            to={`/ticket/pay?orderNo=${order.orderNo}`}
            data-testid="go-pay"
          >
            去支付
          </Link>
        )}
      </div>
    </section>
  );
}
