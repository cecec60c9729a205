import { TextInput } from '../lite/fields';
import type { ContactDraft, ContactErrors } from './contact';

export type { ContactDraft } from './contact';

interface ContactCardProps {
  value: ContactDraft;
  errors: ContactErrors;
  onChange: (v: ContactDraft) => void;
  /** What the contact is told about, e.g. 出票及航班变动信息将通过短信通知联系人. */
  note: string;
}

/** 联系人: name and mobile for order notices. */
export function ContactCard({ value, errors, onChange, note }: ContactCardProps) {
  return (
    <section className="card book-card" aria-labelledby="contact-title">
      <header className="book-card__head">
        <h2 id="contact-title">联系人</h2>
        <span className="book-card__sub">{note}</span>
      </header>
      <div className="passenger__grid">
        <label className={errors.name ? 'pf has-error' : 'pf'}>
          <span className="pf__label">联系人姓名</span>
          <TextInput
            value={value.name}
            maxLength={30}
            placeholder="请输入联系人姓名"
            data-testid="contact-name"
            status={errors.name ? 'error' : undefined}
            onChange={(e) => onChange({ ...value, name: e.target.value })}
          />
          {errors.name && (
            <span className="pf__error" role="alert">
              {errors.name}
            </span>
          )}
        </label>
        <label className={errors.mobile ? 'pf has-error' : 'pf'}>
          <span className="pf__label">手机号码</span>
          <TextInput
            value={value.mobile}
            maxLength={11}
            inputMode="numeric"
            placeholder="请输入联系人手机号"
            data-testid="contact-mobile"
            status={errors.mobile ? 'error' : undefined}
            onChange={(e) => onChange({ ...value, mobile: e.target.value.replace(/\D/g, '') })}
          />
          {errors.mobile && (
            <span className="pf__error" role="alert">
              {errors.mobile}
            </span>
          )}
        </label>
      </div>
    </section>
  );
}
