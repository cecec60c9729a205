import { useState } from 'react';
import { Link } from 'react-router';
import {
  APPLICANT_TYPES,
  APPLICANT_TYPE_LABEL,
  PROVINCE_BASES,
  PROVINCE_BASIS_LABEL,
  type VisaDetail,
} from '@lvxing/shared';
import { useChecklist } from '../../hooks/use-visas';
import { checklistBody, withApplicantType, type ApplicantInput } from '../../lib/visa-text';
import { visaDetailHref } from '../country-products';
import { ApplicantFields } from './applicant-fields';

/** Every province the offer's 领区 take, by code. */
const provincesOf = (d: VisaDetail) =>
  d.districts.flatMap((x) => x.provinces).sort((a, b) => a.code.localeCompare(b.code));

/**
 * 材料清单预览: the applicant's type, age and province (户籍 or 常住地 with a 居住证) give the
 * checklist of this product, each item required or as needed; an applicant outside the
 * product's 领区 is told why, with a link to the 领区 that takes them.
 */
export function ChecklistPreview({ d }: { d: VisaDetail }) {
  const own = d.districts.find((x) => x.productCode === d.code);
  const [input, setInput] = useState<ApplicantInput>({
    applicantType: 'EMPLOYED',
    age: '30',
    province: own?.provinces[0]?.code ?? '',
    provinceBasis: 'HUKOU',
  });
  const made = checklistBody(d.code, input);
  const list = useChecklist('body' in made ? made.body : null);
  const answer = 'body' in made ? list.data : undefined;
  return (
    <section className="card vs-checklist" aria-labelledby="vs-checklist-title">
      <h2 id="vs-checklist-title" className="vs-section__title">
        材料清单预览
      </h2>
      <div className="vs-types" role="group" aria-label="申请人类型">
        {APPLICANT_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            className="vs-chip"
            aria-pressed={input.applicantType === t}
            onClick={() => setInput((v) => withApplicantType(v, t))}
          >
            {APPLICANT_TYPE_LABEL[t]}
          </button>
        ))}
      </div>
      <ApplicantFields
        input={input}
        provinces={provincesOf(d)}
        bases={PROVINCE_BASES.map((b) => ({ value: b, label: PROVINCE_BASIS_LABEL[b] }))}
        onChange={(patch) => setInput((v) => ({ ...v, ...patch }))}
      />
      {'problem' in made && (
        <p className="vs-alert" role="alert">
          {made.problem}
        </p>
      )}
      {answer && !answer.accepted && (
        <div className="vs-alert" role="alert" data-testid="visa-district-refusal">
          <p>{answer.reason}</p>
          <Link to={visaDetailHref(answer.district.productCode)}>
            查看{answer.district.city}领区产品
          </Link>
        </div>
      )}
      {answer && (
        <ol className="vs-items" aria-label="所需材料" data-testid="visa-checklist">
          {answer.items.map((i) => (
            <li key={i.id} className="vs-item" data-testid="checklist-item" data-id={i.id}>
              <p className="vs-item__name">
                {i.name}
                <span className={i.required ? 'vs-need vs-need--must' : 'vs-need'}>
                  {i.required ? '必备' : '按需'}
                </span>
              </p>
              <p className="vs-item__desc">{i.description}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
