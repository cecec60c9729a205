/** What group travel on this site is, honestly: group air fares quoted by an adviser. */
export function TeamIntro() {
  return (
    <aside className="card team-intro" aria-label="团队出行说明">
      <h2>团队出行怎么订</h2>
      <ol className="team-intro__steps">
        <li>
          <strong>提交需求</strong>：填写航段、人数与服务需求，立即得到按本站实时票价计算的参考价。
        </li>
        <li>
          <strong>顾问报价</strong>
          ：团队顾问受理后在线报价，报价写明有效期、定金、名单截止日期与退改规则；如有调整会发出新版本。
        </li>
        <li>
          <strong>确认并付定金</strong>：在“我的团队申请”中接受报价，扫码支付定金。
        </li>
        <li>
          <strong>提交名单、付尾款</strong>
          ：名单截止前提交出行人名单，顾问通知后支付尾款，出票完成。
        </li>
      </ol>
      <h3>适合</h3>
      <p>企业团建、会议会展、研学旅行、奖励旅游等 10 人及以上同行程出行。</p>
      <h3>须知</h3>
      <ul className="team-intro__notes">
        <li>团队票为航空公司团体运价，通常须同去同回、不得签转，退改规则以报价为准。</li>
        <li>参考价不含机建燃油，不代表最终价格；以顾问报价为准。</li>
        <li>报价过期未确认，申请将自动关闭，可重新提交。</li>
      </ul>
    </aside>
  );
}
