import { Checkbox } from '@/components/lite/choice';
import { TextInput } from '@/components/lite/fields';
import { FormField } from '@/components/booking/form-field';

export interface InvoiceDraft {
  wanted: boolean;
  title: string;
  taxNo: string;
}

export type InvoiceErrors = { title?: string; taxNo?: string };

/** The invoice fields' problems (the contract's rules: 抬头 1–60, 税号 15/18/20 letters or digits). */
export function invoiceErrors(v: InvoiceDraft): InvoiceErrors {
  if (!v.wanted) return {};
  const errors: InvoiceErrors = {};
  const title = v.title.trim();
  if (!title) errors.title = '请填写发票抬头';
  else if (title.length > 60) errors.title = '发票抬头最多60个字';
  if (!/^(|[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/.test(v.taxNo.trim().toUpperCase()))
    errors.taxNo = '纳税人识别号应为15、18或20位数字或字母';
  return errors;
}

interface InvoiceCardProps {
  value: InvoiceDraft;
  errors: InvoiceErrors;
  onChange: (v: InvoiceDraft) => void;
}

/** 发票: asked for with the order (抬头, 税号), issued after the stay. */
export function InvoiceCard({ value, errors, onChange }: InvoiceCardProps) {
  return (
    <section className="card book-card" aria-labelledby="invoice-title">
      <header className="book-card__head">
        <h2 id="invoice-title">发票</h2>
        <span className="book-card__sub">发票由酒店或平台在离店后开具，开票信息将随订单保存</span>
      </header>
      <Checkbox
        checked={value.wanted}
        testId="invoice-wanted"
        onChange={(wanted) => onChange({ ...value, wanted })}
      >
        需要发票
      </Checkbox>
      {value.wanted && (
        <div className="passenger__grid hb-invoice">
          <FormField label="发票抬头" error={errors.title}>
            <TextInput
              value={value.title}
              maxLength={60}
              placeholder="个人姓名或单位名称"
              data-testid="invoice-title"
              status={errors.title ? 'error' : undefined}
              onChange={(e) => onChange({ ...value, title: e.target.value })}
            />
          </FormField>
          <FormField label="纳税人识别号（单位必填）" error={errors.taxNo}>
            <TextInput
              value={value.taxNo}
              maxLength={20}
              placeholder="统一社会信用代码"
              data-testid="invoice-tax-no"
              status={errors.taxNo ? 'error' : undefined}
              onChange={(e) => onChange({ ...value, taxNo: e.target.value.toUpperCase() })}
            />
          </FormField>
        </div>
      )}
    </section>
  );
}
