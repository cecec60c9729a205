import type { VisaDetail } from '@lvxing/shared';
import { Link } from 'react-router';
import { formatFen } from '@/components/money';

/** The price split (使馆签证费 never refunded) and what a cancellation refunds at each stage. */
export function VisaFees({ d }: { d: VisaDetail }) {
  const rows: [string, number, string][] = [
    ['使馆签证费', d.embassyFeeFen, '缴纳后不予退还'],
    ['签证中心服务费', d.centreFeeFen, '送签前可退'],
    ['代办服务费', d.serviceFeeFen, '按办理阶段退还'],
  ];
  return (
    <section className="card vs-fees" aria-labelledby="vs-fees-title" data-testid="visa-fees">
      <h2 id="vs-fees-title" className="vs-section__title">
        费用明细
      </h2>
      <table className="vs-table">
        <tbody>
          {rows.map(([name, fen, note]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td className="vs-num">{formatFen(fen)}</td>
              <td className="vs-muted">{note}</td>
            </tr>
          ))}
          <tr className="vs-table__total">
            <th scope="row">合计</th>
            <td className="vs-num">{formatFen(d.totalFen)}</td>
            <td />
          </tr>
        </tbody>
      </table>
      <h3 className="vs-section__sub">取消与退款</h3>
      <table className="vs-table">
        <thead>
          <tr>
            <th scope="col">办理阶段</th>
            <th scope="col">可退金额</th>
          </tr>
        </thead>
        <tbody>
          {d.refunds.map((r) => (
            <tr key={r.stage}>
              <th scope="row">{r.label}</th>
              <td className="vs-num">{formatFen(r.refundFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Link
        className="btn btn--primary vs-apply"
        to={`/visaApply?${new URLSearchParams({ code: d.code })}`}
        data-testid="visa-apply-link"
      >
        立即办理
      </Link>
    </section>
  );
}
