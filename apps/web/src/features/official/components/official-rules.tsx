/** One rank's travel entitlements (财行〔2013〕531号 第十条: 交通工具等级). */
const RANKS = [
  { rank: '部级及相当职务人员', train: '软席（软座、软卧），高铁/动车商务座', plane: '头等舱' },
  { rank: '司局级及相当职务人员', train: '软席（软座、软卧），高铁/动车一等座', plane: '经济舱' },
  { rank: '其余人员', train: '硬席（硬座、硬卧），高铁/动车二等座', plane: '经济舱' },
];

/**
 * What a government traveller's trip must follow, as dated facts with their sources: buying
 * 公务机票 (财库〔2014〕33号) and the 差旅费 entitlements by rank (财行〔2013〕531号).
 */
export function OfficialRules() {
  return (
    <aside className="official-rules" aria-label="公务出行规定">
      <section className="card official-rules__card">
        <h2>公务机票怎么买</h2>
        <ul>
          <li>
            中央预算单位工作人员国内公务出行乘坐民航航班，原则上购买政府采购机票（公务机票）。
          </li>
          <li>使用公务卡购票结算；未办理公务卡或额度不足的，可由单位转账支付。</li>
          <li>
            可通过航空公司直销渠道、政府采购机票管理网站或具备资质的代理机构购买，退改签按航空公司规定办理。
          </li>
        </ul>
        <p className="official-rules__source">
          依据：财政部、中国民用航空局《关于加强公务机票购买管理有关事项的通知》（财库〔2014〕33号）。地方单位以本省财政部门规定为准。
        </p>
      </section>
      <section className="card official-rules__card">
        <h2>差旅交通工具等级</h2>
        <table className="official-rules__table">
          <caption className="sr-only">按职级可乘坐的交通工具等级</caption>
          <thead>
            <tr>
              <th scope="col">职级</th>
              <th scope="col">火车</th>
              <th scope="col">飞机</th>
            </tr>
          </thead>
          <tbody>
            {RANKS.map((r) => (
              <tr key={r.rank}>
                <th scope="row">{r.rank}</th>
                <td>{r.train}</td>
                <td>{r.plane}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          伙食补助费每人每天 100 元（西藏、青海、新疆 120 元），市内交通费每人每天 80
          元，按出差自然天数计算；住宿费按出差地和职级的限额标准凭票报销。
        </p>
        <p className="official-rules__source">
          依据：财政部《中央和国家机关差旅费管理办法》（财行〔2013〕531号，2014年1月1日起施行）。各省另有本地办法，以最新规定为准。
        </p>
      </section>
    </aside>
  );
}
