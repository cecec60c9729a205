import {
  COMPANY_PRODUCT_LABEL,
  COMPANY_PRODUCTS,
  COMPANY_SIZE_LABEL,
  COMPANY_SIZES,
  COMPANY_TRAVEL_VOLUME_LABEL,
  COMPANY_TRAVEL_VOLUMES,
  type CooperationSubmitResult,
} from '@lvxing/shared';
import { ContactFields, TextField } from '@/components/form-fields';
import { ChecksField, RequestClosing, SelectField } from '@/components/request-fields';
import { useDraftForm } from '@/lib/use-draft-form';
import { submitCompany } from '../api/submit-company';
import { checkCompany, EMPTY_COMPANY } from './company-draft';

/**
 * The 企业商旅 application: checked as typed once sent, with the contract's messages; sent once
 * (a write, never retried); answered with its number and state.
 */
export function CompanyForm({ onDone }: { onDone: (r: CooperationSubmitResult) => void }) {
  const { draft, errors, set, text, submit, pending } = useDraftForm({
    empty: EMPTY_COMPANY,
    check: checkCompany,
    send: submitCompany,
    onDone,
  });
  return (
    <form className="card company-form" onSubmit={submit} noValidate aria-label="企业商旅开通申请">
      <h2 className="company-form__title">申请开通企业商旅</h2>
      <p className="company-form__lead">填写企业信息，客户经理将在 1 个工作日内联系您</p>
      <div className="company-form__grid">
        <TextField
          label="企业名称"
          required
          placeholder="与营业执照一致"
          maxLength={60}
          testId="company-name"
          {...text('companyName')}
        />
        <TextField
          label="统一社会信用代码"
          required
          placeholder="18位，含校验位"
          maxLength={18}
          testId="company-credit"
          {...text('creditCode')}
        />
        <SelectField
          label="企业规模"
          required
          value={draft.companySize}
          values={COMPANY_SIZES}
          labels={COMPANY_SIZE_LABEL}
          onChange={(companySize) => set({ companySize })}
        />
        <SelectField
          label="年差旅规模"
          required
          value={draft.travelVolume}
          values={COMPANY_TRAVEL_VOLUMES}
          labels={COMPANY_TRAVEL_VOLUME_LABEL}
          onChange={(travelVolume) => set({ travelVolume })}
        />
        <ContactFields
          testPrefix="company"
          contact={text('contactName')}
          mobile={text('mobile')}
          position={{ ...text('position'), placeholder: '选填，如：行政经理' }}
          email={text('email')}
        />
      </div>
      <ChecksField
        label="所需产品"
        required
        error={errors.products}
        value={draft.products}
        values={COMPANY_PRODUCTS}
        labels={COMPANY_PRODUCT_LABEL}
        onChange={(products) => set({ products })}
      />
      <RequestClosing
        {...{ draft, errors, set }}
        remarksPlaceholder="如：常用城市、差旅制度、希望的结算周期"
        consentTestId="company-consent"
      >
        我已阅读并同意：所填信息仅用于本次商旅合作洽谈，由客户经理联系
      </RequestClosing>
      <button
        type="submit"
        className="btn btn--primary company-form__submit"
        disabled={pending}
        data-testid="company-submit"
      >
        提交申请
      </button>
    </form>
  );
}
