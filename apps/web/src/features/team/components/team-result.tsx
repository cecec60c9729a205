import { Link } from 'react-router';
import type { GroupSubmitResult } from '@lvxing/shared';
import { formatInstant, formatTravelDate } from '@/components/datetime';
import { formatYuan } from '@/components/money';
import { useUserStore } from '@/stores/user-store';

/** The answer to a request: its number, the 参考价 per segment and what happens next. */
export function TeamResult({
  result,
  onAgain,
}: {
  result: GroupSubmitResult;
  onAgain: () => void;
}) {
  const member = useUserStore((s) => s.userInfo.token !== '');
  const ind = result.indicative;
  return (
    <section className="card team-result" role="status" data-testid="team-result">
      <h2>团队申请已提交</h2>
      <p className="team-result__no">
        申请单号 <strong data-testid="team-request-no">{result.requestNo}</strong>
      </p>
      <p>
        状态：{result.stateLabel}（{formatInstant(result.submittedAt)}）
      </p>
      <div className="team-result__price">
        <span>参考价</span>
        <strong data-testid="team-indicative">¥{formatYuan(ind.totalFen)}</strong>
        <span>人均 ¥{formatYuan(ind.perPersonFen)}</span>
      </div>
      <table className="team-result__table">
        <caption className="sr-only">各航段参考票价</caption>
        <thead>
          <tr>
            <th scope="col">航段</th>
            <th scope="col">日期</th>
            <th scope="col">参考航班</th>
            <th scope="col">成人票价</th>
            <th scope="col">儿童票价</th>
          </tr>
        </thead>
        <tbody>
          {ind.segments.map((s, i) => (
            <tr key={i}>
              <td>
                {s.fromName}—{s.toName}
              </td>
              <td>{formatTravelDate(s.date)}</td>
              <td>{s.flightNo ?? '暂无在售航班'}</td>
              <td>{s.adultFareFen === null ? '—' : `¥${formatYuan(s.adultFareFen)}`}</td>
              <td>{s.childFareFen === null ? '—' : `¥${formatYuan(s.childFareFen)}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="team-result__basis">{ind.basis}</p>
      <p>
        团队顾问将在 1
        个工作日内与您联系，确认航班与行程后在线给出正式报价（含有效期、定金与退改规则）。
      </p>
      <div className="team-result__actions">
        {member ? (
          <Link className="btn btn--primary" to="/teamRequests">
            查看我的团队申请
          </Link>
        ) : (
          <span className="team-result__hint">
            登录后提交的申请可在“我的团队申请”中查看报价并在线支付定金
          </span>
        )}
        <button type="button" className="btn btn--ghost" onClick={onAgain}>
          再提交一个
        </button>
      </div>
    </section>
  );
}
