import { HOTEL_CANCEL_TYPE_LABEL, type OrderStay } from '@lvxing/shared';
import { Countdown, useCountdown } from '@/components/countdown';
import { formatTravelDate } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { beijingDateTime } from './stay-format';

/** 免费 / 收取已付金额的 30% / 不可取消, of one fee step. */
const tierText = (feePercent: number) =>
  feePercent <= 0
    ? '免费取消'
    : feePercent >= 100
      ? '不可取消（不退款）'
      : `收取已付金额的${feePercent}%`;

/** When the free window is open: its deadline as a Beijing date-time and the time left, live. */
function FreeUntil({ freeUntil }: { freeUntil: string }) {
  const left = useCountdown(freeUntil);
  if (left === 0) {
    return (
      <p className="stay-policy__deadline is-past" data-testid="free-until">
        免费取消已于 {beijingDateTime(freeUntil)}（北京时间）截止
      </p>
    );
  }
  return (
    <p className="stay-policy__deadline" data-testid="free-until">
      <span>
        免费取消截止 <b>{beijingDateTime(freeUntil)}</b>（北京时间）
      </span>
      <span className="stay-policy__left">
        还剩{' '}
        <Countdown
          to={freeUntil}
          long
          className="countdown countdown--hot"
          testId="free-cancel-countdown"
        />
      </span>
    </p>
  );
}

/** 取消政策: the plan's rule in words, the free deadline with a live countdown, the fee steps. */
export function CancelPolicyCard({ stay, open }: { stay: OrderStay; open: boolean }) {
  const { cancel } = stay;
  return (
    <section className="card detail-card stay-policy" aria-labelledby="policy-title">
      <h2 id="policy-title">
        取消政策 <small className="tag tag--soft">{HOTEL_CANCEL_TYPE_LABEL[cancel.type]}</small>
      </h2>
      <p data-testid="policy-text">{cancel.text}</p>
      {open && cancel.freeUntil && <FreeUntil freeUntil={cancel.freeUntil} />}
      {cancel.tiers.length > 1 && (
        <table className="rule-table">
          <thead>
            <tr>
              <th>取消时间（北京时间）</th>
              <th>取消费用</th>
            </tr>
          </thead>
          <tbody>
            {cancel.tiers.map((t, i) => (
              <tr key={t.until ?? 'last'}>
                <td>
                  {t.until
                    ? `${beijingDateTime(t.until)}前`
                    : `${beijingDateTime(cancel.tiers[i - 1]?.until ?? '') || '下单'}后`}
                </td>
                <td>{tierText(t.feePercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && stay.cancelFeeNowFen !== null && (
        <p className="detail-card__foot" data-testid="fee-now">
          现在取消：
          {stay.cancelFeeNowFen > 0 ? `收取 ${formatFen(stay.cancelFeeNowFen)}` : '免费'}
        </p>
      )}
      {stay.guaranteeFen > 0 && (
        <p className="detail-card__foot">
          到店付担保 {formatFen(stay.guaranteeFen)}
          （首晚房费）：按取消政策免费取消时全额退还，逾期取消或未入住不予退还
        </p>
      )}
    </section>
  );
}

/** 房费明细: each night's price × rooms, the total and what is paid where. */
export function NightlyPriceCard({ stay, totalFen }: { stay: OrderStay; totalFen: number }) {
  const atHotel = stay.paymentMode === 'PAY_AT_HOTEL';
  return (
    <section className="card detail-card" aria-labelledby="night-title">
      <h2 id="night-title">房费明细</h2>
      <table className="rule-table stay-nights" data-testid="stay-nightly">
        <thead>
          <tr>
            <th>日期</th>
            <th>每间</th>
            <th>小计</th>
          </tr>
        </thead>
        <tbody>
          {stay.nightly.map((n) => (
            <tr key={n.date}>
              <td>{formatTravelDate(n.date)}</td>
              <td>
                {formatFen(n.priceFen)} × {stay.rooms}间
              </td>
              <td>{formatFen(n.priceFen * stay.rooms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="price-lines">
        <div className="price-lines__total">
          <dt>房费总额</dt>
          <dd data-testid="stay-total">{formatFen(totalFen)}</dd>
        </div>
        {atHotel && stay.guaranteeFen > 0 && (
          <div>
            <dt>在线担保（首晚）</dt>
            <dd>{formatFen(stay.guaranteeFen)}</dd>
          </div>
        )}
        {atHotel && (
          <div>
            <dt>到店支付房费</dt>
            <dd>{formatFen(totalFen)}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
