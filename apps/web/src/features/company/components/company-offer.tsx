/** What a company gets on contract, in the words of the agreement (nothing here is self-service). */
const OFFERS = [
  {
    title: '差标管控',
    text: '按职级设定机票舱位、酒店每晚价格上限与火车席别；超出标准的预订须填写原因，或转交审批。',
  },
  {
    title: '出行审批',
    text: '按贵司流程设置一级或多级审批，审批通过后再出票、下单，审批记录随订单留存备查。',
  },
  {
    title: '月度结算',
    text: '企业统一支付，员工无需垫付；每月出具对账单，核对无误后按合同约定的账期付款。',
  },
  {
    title: '统一开票',
    text: '按月汇总开具发票，抬头为贵司：机票、火车票按国家规定开具电子发票，酒店与服务费可开增值税专用发票。',
  },
];

/** From the application to the first trip (the states the member sees in 我的申请). */
const STEPS = [
  { title: '提交申请', text: '填写企业信息与所需产品' },
  { title: '客户经理联系', text: '1 个工作日内电话联系，申请变为「已受理」' },
  { title: '需求沟通', text: '了解差旅制度与出行量，提供方案与服务费报价（洽谈中）' },
  { title: '签订协议', text: '约定差标、审批、账期与开票方式（已签约）' },
  { title: '开通使用', text: '导入员工名单，客户经理协助首批出行' },
];

/** The four things 企业商旅 sells, as cards over the form. */
export function CompanyOffers() {
  return (
    <section className="company-offers" aria-label="企业商旅服务">
      {OFFERS.map((o, i) => (
        <article key={o.title} className="card company-offer">
          <span className="company-offer__no" aria-hidden="true">
            0{i + 1}
          </span>
          <h2>{o.title}</h2>
          <p>{o.text}</p>
        </article>
      ))}
    </section>
  );
}

/** How an application becomes a contract, and what the page does not promise. */
export function CompanySteps() {
  return (
    <aside className="company-aside" aria-label="开通流程">
      <section className="card company-aside__card">
        <h2>开通流程</h2>
        <ol className="company-steps">
          {STEPS.map((s) => (
            <li key={s.title}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </li>
          ))}
        </ol>
      </section>
      <section className="card company-aside__card">
        <h2>请您了解</h2>
        <ul className="company-notes">
          <li>以上服务在签订企业商旅协议后开通，由专属客户经理按贵司差旅制度配置。</li>
          <li>协议价、服务费与账期因出行量而异，以双方签订的合同为准。</li>
          <li>签约前，员工仍可在本站以个人身份预订，费用由个人支付。</li>
          <li>登录后提交的申请，可在「我的申请」中查看处理进度。</li>
        </ul>
      </section>
    </aside>
  );
}
