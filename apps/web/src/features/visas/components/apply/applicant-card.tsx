import {
  APPLICANT_TYPES,
  APPLICANT_TYPE_LABEL,
  PROVINCE_BASES,
  PROVINCE_BASIS_LABEL,
  type ApplicantType,
  type ProvinceBasis,
} from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import type { ApplicantDraft } from './apply-draft';
import { DistrictSwitchLink } from './district-switch';
import type { VisaApply } from './use-visa-apply';

type TextKey = {
  [K in keyof ApplicantDraft]: ApplicantDraft[K] extends string ? K : never;
}[keyof ApplicantDraft];

interface CardProps {
  f: VisaApply;
  index: number;
  provinces: readonly { code: string; name: string }[];
}

const SEXES = [
  { value: '' as const, label: '请选择' },
  { value: 'M' as const, label: '男' },
  { value: 'F' as const, label: '女' },
];
const TYPES = APPLICANT_TYPES.map((t) => ({ value: t, label: APPLICANT_TYPE_LABEL[t] }));
const BASES = PROVINCE_BASES.map((b) => ({ value: b, label: PROVINCE_BASIS_LABEL[b] }));

/** Where an applicant's field's problem is kept (the body's path). */
const pathOf = (index: number, key: string) =>
  key === 'emergencyName' || key === 'emergencyMobile'
    ? `applicants.${index}.emergencyContact.${key === 'emergencyName' ? 'name' : 'mobile'}`
    : `applicants.${index}.${key}`;

/** One text (or date) field of the applicant, its problem under it. */
function Text(props: CardProps & { k: TextKey; label: string; type?: string; hint?: string }) {
  const { f, index, k, label } = props;
  const a = f.draft.applicants[index]!;
  const path = pathOf(index, k);
  const error = f.errorAt(path);
  return (
    <FormField label={label} error={error}>
      <TextInput
        type={props.type ?? 'text'}
        value={a[k]}
        placeholder={props.hint}
        status={error ? 'error' : undefined}
        data-testid={`applicant-${index}-${k}`}
        onChange={(e) => f.updateApplicant(index, { [k]: e.target.value })}
        onBlur={() => f.touch(path)}
      />
    </FormField>
  );
}

/** A choice of the applicant (性别, 省份, 省份依据, 申请人类型). */
function Choice<V extends string>(
  props: CardProps & {
    k: 'sex' | 'province' | 'provinceBasis' | 'applicantType';
    label: string;
    options: readonly { value: V; label: string }[];
  },
) {
  const { f, index, k } = props;
  const path = pathOf(index, k);
  const error = f.errorAt(path);
  return (
    <FormField label={props.label} error={error}>
      <NativeSelect<V>
        options={props.options}
        value={f.draft.applicants[index]![k] as V}
        status={error ? 'error' : undefined}
        data-testid={`applicant-${index}-${k}`}
        onChange={(v) => {
          f.updateApplicant(index, { [k]: v });
          f.touch(path);
        }}
      />
    </FormField>
  );
}

/**
 * 申请人 N: names as in the passport (pinyin offered from the Chinese name), the ID number (fills
 * the birth date and sex), passport and its dates, the province that decides the 领区, type,
 * employer and emergency contact.
 */
export function ApplicantCard(props: CardProps) {
  const { f, index, provinces } = props;
  const a = f.draft.applicants[index]!;
  const provinceOptions = provinces.map((p) => ({ value: p.code, label: p.name }));
  const refusal = f.serverError;
  const switchTo = refusal?.path?.startsWith(`applicants.${index}.`) ? refusal.switchTo : null;
  return (
    <section
      className="card va-applicant"
      data-testid="applicant-card"
      aria-label={`申请人${index + 1}`}
    >
      <header className="va-applicant__head">
        <h3>
          申请人{index + 1}
          {a.name.trim() && <span className="va-muted"> · {a.name.trim()}</span>}
        </h3>
        {f.draft.applicants.length > 1 && (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            data-testid={`remove-applicant-${index}`}
            onClick={() => f.removeApplicant(index)}
          >
            删除
          </button>
        )}
      </header>
      <div className="va-grid">
        <Text {...props} k="name" label="中文姓名" hint="与护照一致" />
        <Text {...props} k="surnamePinyin" label="姓（拼音）" hint="如 ZHANG" />
        <Text {...props} k="givenNamePinyin" label="名（拼音）" hint="如 SAN" />
        <Text {...props} k="idNo" label="身份证号码" hint="自动识别出生日期和性别" />
        <Choice<'' | 'M' | 'F'> {...props} k="sex" label="性别" options={SEXES} />
        <Text {...props} k="birthDate" label="出生日期" type="date" />
        <Text {...props} k="birthPlace" label="出生地" hint="如 上海" />
        <Text {...props} k="passportNo" label="护照号码" hint="E或G开头的9位号码" />
        <Text {...props} k="passportIssueDate" label="护照签发日期" type="date" />
        <Text {...props} k="passportExpiryDate" label="护照有效期至" type="date" />
        <Choice<string> {...props} k="province" label="户籍/常住省份" options={provinceOptions} />
        <Choice<ProvinceBasis> {...props} k="provinceBasis" label="省份依据" options={BASES} />
        <Choice<ApplicantType> {...props} k="applicantType" label="申请人类型" options={TYPES} />
        <Text {...props} k="employer" label="工作单位" hint="在职申请人必填" />
        <Text {...props} k="emergencyName" label="紧急联系人" />
        <Text {...props} k="emergencyMobile" label="紧急联系人手机" type="tel" />
      </div>
      {switchTo && <DistrictSwitchLink to={switchTo} draft={f.draft} />}
    </section>
  );
}
