import type { OrderDetail, OrderTransfer } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import './stay.css';

/** The trip in words: 接机 MU5101 · 上海浦东国际机场 T1 → 外滩. */
function routeText(t: OrderTransfer): string {
  const hub = t.terminal ? `${t.hubName} ${t.terminal}` : t.hubName;
  const pickup = t.type.endsWith('PICKUP');
  return pickup ? `${hub} → ${t.placeName}` : `${t.placeName} → ${hub}`;
}

/** The driver card once the car is dispatched (surname, masked phone, plate, car, colour). */
function DriverCard({ driver }: { driver: NonNullable<OrderTransfer['driver']> }) {
  return (
    <dl className="kv stay-card__kv" data-testid="transfer-driver">
      <dt>司机</dt>
      <dd data-testid="driver-name">{driver.name}</dd>
      <dt>电话</dt>
      <dd>{driver.phoneMasked}</dd>
      <dt>车牌</dt>
      <dd data-testid="driver-plate">{driver.plate}</dd>
      <dt>车辆</dt>
      <dd>
        {driver.colour} {driver.car}
      </dd>
    </dl>
  );
}

/**
 * A transfer as booked: the flight or train, the route, when the car comes, the class and extras,
 * the free waiting and cancellation, and the driver card once dispatched.
 */
export function TransferCard({
  order,
  transfer: t,
}: {
  order: OrderDetail;
  transfer: OrderTransfer;
}) {
  const extras = [t.nameSign && '举牌接机', t.childSeats > 0 && `儿童座椅${t.childSeats}个`].filter(
    Boolean,
  );
  const fee = t.cancelFeeNowFen;
  return (
    <section
      className="card detail-card"
      aria-labelledby="transfer-title"
      data-testid="order-transfer"
    >
      <h2 id="transfer-title">用车信息</h2>
      <h3 className="stay-card__hotel">
        {t.typeLabel} {t.tripNo}
      </h3>
      <dl className="kv stay-card__kv">
        <dt>路线</dt>
        <dd>{routeText(t)}</dd>
        <dt>用车时间</dt>
        <dd data-testid="transfer-service-at">{formatInstant(t.serviceAt)}</dd>
        <dt>车型</dt>
        <dd>
          {t.classLabel}（约{t.distanceKm}公里）
        </dd>
        <dt>乘车人</dt>
        <dd>
          {t.passengerName} {t.passengerMobileMasked}
        </dd>
        {extras.length > 0 && (
          <>
            <dt>增值服务</dt>
            <dd>{extras.join('、')}</dd>
          </>
        )}
        <dt>服务保障</dt>
        <dd>
          {t.type.endsWith('PICKUP') ? `实际到达后免费等待${t.freeWaitMinutes}分钟；` : ''}
          {formatInstant(t.freeCancelUntil)}前免费取消
          {fee !== null && fee > 0 ? `（现在取消扣除${formatFen(fee)}）` : ''}
        </dd>
      </dl>
      {t.driver ? (
        <DriverCard driver={t.driver} />
      ) : (
        !['CANCELLED', 'CLOSED', 'REFUNDING', 'REFUNDED'].includes(order.state) && (
          <p className="stay-card__note">司机接单后将在此显示司机与车辆信息，并短信通知您</p>
        )
      )}
    </section>
  );
}
