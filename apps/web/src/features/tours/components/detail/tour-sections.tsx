import type { TourDetail } from '@lvxing/shared';
import { formatFen } from '@/components/money';
import { ladderRows } from '../../lib/tour-text';

/** A simple table with a caption for screen readers and a head row. */
function Table(props: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <div className="tv-table-wrap">
      <table className="tv-table">
        <caption>{props.caption}</caption>
        <thead>
          <tr>
            {props.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 费用说明: what the price includes and what it does not, with the 单房差 of the date picked. */
export function Costs({ tour, singleFen }: { tour: TourDetail; singleFen: number | null }) {
  return (
    <div className="tv-costs">
      <div>
        <h3>费用包含</h3>
        <ul className="tv-list-dots">
          {tour.includes.map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      </div>
      <div>
        <h3>费用不含</h3>
        <ul className="tv-list-dots">
          {tour.excludes.map((t) => (
            <li key={t}>{t}</li>
          ))}
          {singleFen !== null && singleFen > 0 && (
            <li>单房差：{formatFen(singleFen)}/人（所选团期；一位成人单独入住一间房时补交）</li>
          )}
        </ul>
      </div>
    </div>
  );
}

/**
 * 购物与自费: every shopping stop and 自费项目 with place, time and price (旅游法 art. 35: none may
 * be imposed, each is agreed in the contract and joined of one's own will), or the 纯玩 statement.
 */
export function Shopping({ tour }: { tour: TourDetail }) {
  if (!tour.shopping.length && !tour.extras.length) {
    return (
      <p className="tv-pure-note" data-testid="tour-pure-note">
        本线路为纯玩线路：全程不安排购物店，无自费项目。行程中如有导游或司机要求购物或参加自费项目，您有权拒绝并向我们投诉。
      </p>
    );
  }
  return (
    <>
      {tour.shopping.length > 0 && (
        <Table
          caption="购物场所"
          head={['购物点', '地点', '主要商品', '停留时间']}
          rows={tour.shopping.map((s) => [s.name, s.place, s.goods, `${s.minutes}分钟`])}
        />
      )}
      {tour.extras.length > 0 && (
        <Table
          caption="自费项目"
          head={['项目', '地点', '时长', '价格']}
          rows={tour.extras.map((x) => [
            x.name,
            x.place,
            `${x.minutes}分钟`,
            `${formatFen(x.priceFen)}/人`,
          ])}
        />
      )}
      <p className="tv-hint">
        以上购物点和自费项目均已写入旅游合同，游客自愿参加，不参加者在附近等候；旅行社不得强迫或变相强迫购物、参加自费项目（《旅游法》第三十五条）。
      </p>
    </>
  );
}

/** 预订须知: the product's notes, with the sign-up deadline. */
export function Notes({ tour }: { tour: TourDetail }) {
  return (
    <ul className="tv-list-dots">
      <li>报名截止：出发前{tour.signupCloseDays}天（以日历所示截止日期为准）</li>
      {tour.bookingNotes.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

/**
 * 退改规则: the ladder in force (GF—2014—2401/2402 示范文本) and what happens when a group does
 * not form (旅游法 art. 63: notice N days before, all paid refunded).
 */
export function RefundRules({ tour }: { tour: TourDetail }) {
  const rows = ladderRows(tour.refundLadder).map((r) => [r.window, r.fee]);
  return (
    <>
      <Table caption="游客出发前解除合同的违约金" head={['解除时间', '违约金']} rows={rows} />
      {tour.type === 'GROUP' && (
        <p className="tv-pure-note" data-testid="tour-not-formed">
          最少{tour.minGroupSize}人成团。报名人数不足时，我们将于出发前{tour.notFormedNoticeDays}
          天通知您，并全额退还已付费用（《旅游法》第六十三条）。
        </p>
      )}
      <p className="tv-hint">
        违约金按旅游费用计算，旅游意外险未生效的全额退还；具体以签署的旅游合同为准。
      </p>
    </>
  );
}
