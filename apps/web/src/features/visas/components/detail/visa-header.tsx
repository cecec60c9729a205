import {
  ENTRY_KIND_LABEL,
  VISA_ENTRIES_LABEL,
  VISA_FORM_LABEL,
  VISA_TYPE_LABEL,
  type VisaDetail,
} from '@lvxing/shared';
import { formatYuan } from '@/components/money';
import { daysText, workingDaysText } from '../../lib/visa-text';

/** The product's head: title, badges and its terms as facts (有效期, 停留, 办理时长…). */
export function VisaHeader({ d }: { d: VisaDetail }) {
  const facts: [string, string][] = [
    ['签证类型', `${VISA_TYPE_LABEL[d.visaType]} · ${VISA_ENTRIES_LABEL[d.entries]}`],
    ['签证形式', VISA_FORM_LABEL[d.form]],
    ['有效期', daysText(d.validityDays)],
    ['每次停留', `最长${daysText(d.stayDays)}`],
    ['办理时长', `${workingDaysText(d.processingDays)}（以使馆为准）`],
    ['面试', d.interview ? '需本人面试' : '无需面试'],
    ['指纹', d.fingerprints ? '需本人录指纹' : '无需录指纹'],
    ['办理时间', `出发前${d.earliestDaysBefore}天至${d.latestDaysBefore}天`],
    ['送签领区', d.consulateCity],
  ];
  return (
    <section className="card vs-head" aria-labelledby="vs-head-title">
      <div className="vs-head__top">
        <div>
          <h1 id="vs-head-title" className="vs-head__title">
            {d.title}
          </h1>
          <p className="vs-card__tags">
            <span className="vs-tag">入境政策：{ENTRY_KIND_LABEL[d.entryKind]}</span>
            <span className="vs-tag vs-tag--sample">示例数据</span>
          </p>
        </div>
        <p className="vs-price vs-price--big">
          <small>¥</small>
          <strong>{formatYuan(d.totalFen)}</strong>
          <span>/人</span>
        </p>
      </div>
      <dl className="vs-facts">
        {facts.map(([k, v]) => (
          <div key={k} className="vs-facts__row">
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
