import type { CarDepositLine, OrderCar, OrderDetail } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { kindText } from '@/components/order-kind';
import './stay.css';

// A rental order's own cards: the rental (stores, times, car, cover), its settlement after the
// return and its deposit ledger.

const STATE_WORD: Record<string, string> = {
  WAITING: '待授权',
  HELD: '已冻结',
  SETTLED: '已结清',
  PROCESSING: '处理中',
  PAID: '已扣款',
  RELEASED: '已解冻',
  CLOSED: '已关闭',
  FAILED: '失败',
};
const PURPOSE_WORD: Record<CarDepositLine['purpose'], string> = {
  HOLD: '冻结',
  HOLD_CAPTURE: '扣款',
  HOLD_RELEASE: '解冻',
};

/** The rental as booked: where and when the car is picked up and returned, the car, the cover. */
export function CarCard({ order, car }: { order: OrderDetail; car: OrderCar }) {
  return (
    <section className="card detail-card" aria-labelledby="car-title" data-testid="order-car">
      <h2 id="car-title">{kindText(order.kind).journeyTitle}</h2>
      <h3 className="stay-card__hotel">
        {car.classLabel} · {car.modelName}或同组车型
      </h3>
      <dl className="kv stay-card__kv">
        <dt>取车</dt>
        <dd data-testid="car-pickup">
          {car.pickupAt} · {car.pickupStore.name}（{car.pickupStore.address}）
        </dd>
        <dt>还车</dt>
        <dd data-testid="car-return">
          {car.returnAt} · {car.dropoffStore.name}
        </dd>
        <dt>供应商</dt>
        <dd>{car.supplierName}</dd>
        <dt>保障服务</dt>
        <dd>{car.insuranceLabel}</dd>
        {car.childSeats > 0 && (
          <>
            <dt>儿童座椅</dt>
            <dd>{car.childSeats}个</dd>
          </>
        )}
        <dt>免费取消</dt>
        <dd>{formatInstant(car.freeCancelUntil)}前</dd>
      </dl>
    </section>
  );
}

/** 押金明细: each amount held, deducted or released, with its date and reason. */
export function DepositLedgerCard({ car }: { car: OrderCar }) {
  return (
    <section
      className="card detail-card"
      aria-labelledby="deposit-title"
      data-testid="deposit-ledger"
    >
      <h2 id="deposit-title">押金明细</h2>
      {car.depositFree ? (
        <p data-testid="deposit-free">信用免押：无需冻结车辆押金和违章押金</p>
      ) : (
        <>
          <p className="muted">
            冻结 {formatFen(car.heldFen)} · 扣除 {formatFen(car.deductedFen)} · 解冻{' '}
            {formatFen(car.releasedFen)}（押金仅冻结，不计入订单金额）
          </p>
          <ul className="price-lines">
            {car.deposits.map((l) => (
              <li key={l.paymentNo} data-testid="deposit-line" data-state={l.state}>
                <span>
                  {l.name}
                  {PURPOSE_WORD[l.purpose]} {formatFen(l.amountFen)}
                </span>{' '}
                <span>{STATE_WORD[l.state] ?? l.state}</span>{' '}
                <small>
                  {formatInstant(l.at)}
                  {l.reason ? ` · ${l.reason}` : ''}
                </small>
                {l.authoriseUrl && (
                  <a
                    href={l.authoriseUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="btn btn--ghost btn--sm"
                  >
                    去授权
                  </a>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/**
 * 还车结算: the charges the store added after the return (超时、油费、车损…), each with its reason,
 * what was taken from the vehicle deposit and what is left for the driver to pay the store.
 */
export function SettlementCard({ car }: { car: OrderCar }) {
  const s = car.settlement;
  if (!s) return null;
  return (
    <section
      className="card detail-card"
      aria-labelledby="settle-title"
      data-testid="car-settlement"
    >
      <h2 id="settle-title">还车结算</h2>
      {s.lines.length === 0 ? (
        <p>还车无额外费用</p>
      ) : (
        <ul className="price-lines">
          {s.lines.map((l, i) => (
            <li key={`${l.code}-${i}`}>
              <span>
                {l.label}
                <small> · {l.reason}</small>
              </span>
              <span>{formatFen(l.amountFen)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted">
        合计 {formatFen(s.totalFen)} · 从车辆押金扣除 {formatFen(s.deductedFen)}
        {s.owedFen > 0 ? ` · 尚需向门店支付 ${formatFen(s.owedFen)}` : ''} · 结算于{' '}
        {formatInstant(s.at)}
      </p>
    </section>
  );
}
