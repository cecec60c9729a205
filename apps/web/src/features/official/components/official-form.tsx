import {
  BUDGET_LEVEL_LABEL,
  BUDGET_LEVELS,
  OFFICIAL_ORG_TYPE_LABEL,
  OFFICIAL_ORG_TYPES,
  OFFICIAL_SERVICE_LABEL,
  OFFICIAL_SERVICES,
  type CooperationSubmitResult,
} from '@lvxing/shared';
import { ContactFields, Field, TextField } from '@/components/form-fields';
import { ChecksField, RequestClosing, SelectField } from '@/components/request-fields';
import { RadioGroup } from '@/components/lite/choice';
import { useDraftForm } from '@/lib/use-draft-form';
import { submitOfficial } from '../api/submit-official';
import { checkOfficial, EMPTY_OFFICIAL } from './official-draft';

/**
 * The cooperation request of a government body or public institution: checked as typed once
 * sent, with the contract's schema; sent once (a write, never retried); answered with its
 * number and state.
 */
export function OfficialForm({ onDone }: { onDone: (r: CooperationSubmitResult) => void }) {
  const { draft, errors, set, text, submit, pending } = useDraftForm({
    empty: EMPTY_OFFICIAL,
    check: checkOfficial,
    send: submitOfficial,
    onDone,
  });
  return (
    <form className="card official-form" onSubmit={submit} noValidate aria-label="公务出行合作申请">
      <h2 className="official-form__title">合作申请</h2>
      <div className="official-form__grid">
        <TextField
          label="单位名称"
          required
          placeholder="如：某某市财政局"
          maxLength={60}
          testId="official-org"
          {...text('orgName')}
        />
        <SelectField
          label="单位类型"
          required
          error={errors.orgType}
          value={draft.orgType}
          values={OFFICIAL_ORG_TYPES}
          labels={OFFICIAL_ORG_TYPE_LABEL}
          onChange={(orgType) => set({ orgType })}
        />
        <TextField
          label="统一社会信用代码"
          required
          placeholder="18位，含校验位"
          maxLength={18}
          testId="official-credit"
          {...text('creditCode')}
        />
        <SelectField
          label="预算级次"
          required
          error={errors.budgetLevel}
          value={draft.budgetLevel}
          values={BUDGET_LEVELS}
          labels={BUDGET_LEVEL_LABEL}
          onChange={(budgetLevel) => set({ budgetLevel })}
        />
        <TextField
          label="所在地区"
          required
          placeholder="如：浙江省杭州市西湖区"
          maxLength={40}
          testId="official-region"
          {...text('region')}
        />
        <TextField
          label="年出行人次"
          required
          placeholder="预估人次"
          inputMode="numeric"
          maxLength={7}
          testId="official-trips"
          {...text('yearlyTrips')}
        />
        <ContactFields
          testPrefix="official"
          contact={text('contactName')}
          mobile={text('mobile')}
          position={{ ...text('position'), placeholder: '选填' }}
          email={text('email')}
        />
      </div>
      <ChecksField
        label="合作需求"
        required
        error={errors.services}
        value={draft.services}
        values={OFFICIAL_SERVICES}
        labels={OFFICIAL_SERVICE_LABEL}
        onChange={(services) => set({ services })}
      />
      <Field label="是否使用公务卡结算" required error={errors.officialCard}>
        {() => (
          <RadioGroup<'YES' | 'NO'>
            aria-label="是否使用公务卡结算"
            value={draft.officialCard}
            options={[
              { value: 'YES', label: '是' },
              { value: 'NO', label: '否（单位转账）' },
            ]}
            onChange={(officialCard) => set({ officialCard })}
          />
        )}
      </Field>
      <RequestClosing
        {...{ draft, errors, set }}
        remarksPlaceholder="如：需对接财务或预算一体化系统"
        consentTestId="official-consent"
      >
        我已阅读并同意：所填信息仅用于本次合作洽谈，由客户经理联系
      </RequestClosing>
      <button
        type="submit"
        className="btn btn--primary official-form__submit"
        disabled={pending}
        data-testid="official-submit"
      >
        提交合作申请
      </button>
    </form>
  );
}
