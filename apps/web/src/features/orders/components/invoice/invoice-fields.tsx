// The 申请发票 dialog's fields.
import type { CSSProperties, ReactNode } from 'react';
import { INVOICE_TITLE_TYPE_LABEL, INVOICE_TITLE_TYPES, type InvoiceOffer } from '@lvxing/shared';
import { formatFen } from '@/components/money';
import type { InvoiceDraft, InvoiceDraftErrors } from './invoice-form';

// inline styles: a stylesheet imported here would add its loader to the detail page's chunk
export const S: Record<string, CSSProperties> = {
  row: { display: 'flex', gap: 8, alignItems: 'baseline', margin: '0 0 12px' },
  label: { flex: '0 0 72px', color: 'var(--muted)' },
  input: {
    width: '100%',
    boxSizing: 'border-box',
    padding: '6px 10px',
    border: '1px solid #d0d5dd',
    borderRadius: 6,
    font: 'inherit',
  },
  error: { margin: '4px 0 0', color: 'var(--danger, #d4380d)', fontSize: 13 },
  radios: { display: 'flex', flexWrap: 'wrap', gap: '4px 16px' },
};

export function Row({
  label,
  htmlFor,
  children,
}: {
  label: string;
  htmlFor?: string;
  children: ReactNode;
}) {
  return (
    <div style={S.row}>
      {htmlFor ? (
        <label htmlFor={htmlFor} style={S.label}>
          {label}
        </label>
      ) : (
        <span style={S.label}>{label}</span>
      )}
      <div style={{ flex: 1 }}>{children}</div>
    </div>
  );
}

export function TextInput(props: {
  id: string;
  value: string;
  error?: string;
  placeholder: string;
  onChange: (v: string) => void;
}) {
  return (
    <>
      <input
        id={props.id}
        style={S.input}
        value={props.value}
        placeholder={props.placeholder}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p style={S.error} role="alert">
          {props.error}
        </p>
      )}
    </>
  );
}

/** 哪张客票: every ticket without an invoice, or one of them (carriers' invoices are per ticket). */
export function TicketChoice(p: {
  offer: InvoiceOffer;
  value: string;
  onChange: (v: string) => void;
}) {
  const choices = [
    { id: '', text: `全部（${p.offer.tickets.length}张）` },
    ...p.offer.tickets.map((t) => ({
      id: t.passengerId,
      text: `${t.name} ${formatFen(t.amountFen)}`,
    })),
  ];
  return (
    <Row label="客票">
      <div style={S.radios}>
        {choices.map((c) => (
          <label key={c.id || 'all'}>
            <input
              type="radio"
              name="invoice-ticket"
              checked={p.value === c.id}
              onChange={() => p.onChange(c.id)}
            />{' '}
            {c.text}
          </label>
        ))}
      </div>
    </Row>
  );
}

/** 抬头类型, 抬头, 税号 (单位 only) and 邮箱, as typed, with their problems once sent. */
export function TitleFields(p: {
  draft: InvoiceDraft;
  errors: InvoiceDraftErrors;
  set: (patch: Partial<InvoiceDraft>) => void;
}) {
  const { draft, errors, set } = p;
  const company = draft.titleType === 'COMPANY';
  return (
    <>
      <Row label="抬头类型">
        <div style={S.radios}>
          {INVOICE_TITLE_TYPES.map((t) => (
            <label key={t}>
              <input
                type="radio"
                name="invoice-title-type"
                checked={draft.titleType === t}
                onChange={() => set({ titleType: t })}
              />{' '}
              {INVOICE_TITLE_TYPE_LABEL[t]}
            </label>
          ))}
        </div>
      </Row>
      <Row label="发票抬头" htmlFor="invoice-title-input">
        <TextInput
          id="invoice-title-input"
          value={draft.title}
          error={errors.title}
          placeholder={company ? '单位全称' : '个人姓名'}
          onChange={(title) => set({ title })}
        />
      </Row>
      {company && (
        <Row label="税号" htmlFor="invoice-tax-no">
          <TextInput
            id="invoice-tax-no"
            value={draft.taxNo}
            error={errors.taxNo}
            placeholder="18位统一社会信用代码"
            onChange={(taxNo) => set({ taxNo })}
          />
        </Row>
      )}
      <Row label="邮箱" htmlFor="invoice-email">
        <TextInput
          id="invoice-email"
          value={draft.email}
          error={errors.email}
          placeholder="选填，开具后发送至邮箱"
          onChange={(email) => set({ email })}
        />
      </Row>
    </>
  );
}
