import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  ServicePath,
  SERVICE_SLA_TEXT,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABEL,
  type TicketActResult,
  type TicketCategory,
} from '@lvxing/shared';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import { post } from '@/lib/api-client';
import { useAppQueryClient } from '@/lib/query-hooks';

interface Draft {
  category: TicketCategory;
  name: string;
  mobile: string;
  description: string;
}
const EMPTY: Draft = { category: 'OTHER', name: '', mobile: '', description: '' };
const MOBILE = /^1[3-9]\d{9}$/;

/** The same checks as the server's (schemas/service.ts), without zod in the page. */
function check(d: Draft): Partial<Record<keyof Draft, string>> {
  const e: Partial<Record<keyof Draft, string>> = {};
  if (d.name.trim().length < 2) e.name = '请填写联系人姓名';
  if (!MOBILE.test(d.mobile.trim())) e.mobile = '请输入正确的手机号';
  const len = [...d.description.trim()].length;
  if (len < 5) e.description = '问题描述至少5个字符';
  else if (len > 1000) e.description = '问题描述最多1000个字符';
  return e;
}

const options = TICKET_CATEGORIES.map((c) => ({ value: c, label: TICKET_CATEGORY_LABEL[c] }));

/** One labelled field with its error. */
function Row(props: { label: string; error?: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className="contact-field">
      <label htmlFor={id} className="contact-field__label">
        {props.label}
      </label>
      {props.children(id)}
      {props.error && (
        <p className="contact-field__error" role="alert">
          {props.error}
        </p>
      )}
    </div>
  );
}

/**
 * 意见反馈: a visitor's (or member's) ticket without an order: name, mobile and the message.
 * The server limits it per address and per mobile; a member tracks theirs in 我的工单.
 */
export function FeedbackForm() {
  const client = useAppQueryClient();
  const [d, setD] = useState<Draft>(EMPTY);
  const [tried, setTried] = useState(false);
  const send = useMutation(
    { mutationFn: (body: Draft) => post<TicketActResult>(ServicePath.feedback, body) },
    client,
  );
  const errors = tried ? check(d) : {};
  const set = (patch: Partial<Draft>) => setD((x) => ({ ...x, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(check(d)).length === 0) {
      send.mutate({ ...d, name: d.name.trim(), mobile: d.mobile.trim() });
    }
  };
  if (send.data) {
    return (
      <section className="card contact-form" role="status" data-testid="feedback-done">
        <h2 className="contact-form__title">反馈已提交</h2>
        <p>工单号：{send.data.ticketNo}</p>
        <p>感谢您的反馈，客服将{SERVICE_SLA_TEXT}，并通过您留下的手机号与您联系。</p>
      </section>
    );
  }
  return (
    <form className="card contact-form" onSubmit={submit} noValidate aria-label="意见反馈">
      <h2 className="contact-form__title">意见反馈</h2>
      <Row label="反馈类型">
        {(id) => (
          <NativeSelect
            id={id}
            value={d.category}
            options={options}
            onChange={(category) => set({ category })}
          />
        )}
      </Row>
      <Row label="联系人" error={errors.name}>
        {(id) => (
          <TextInput
            id={id}
            value={d.name}
            maxLength={30}
            placeholder="您的称呼"
            data-testid="feedback-name"
            onChange={(e) => set({ name: e.target.value })}
          />
        )}
      </Row>
      <Row label="手机号" error={errors.mobile}>
        {(id) => (
          <TextInput
            id={id}
            value={d.mobile}
            maxLength={11}
            inputMode="tel"
            placeholder="11位手机号"
            data-testid="feedback-mobile"
            onChange={(e) => set({ mobile: e.target.value })}
          />
        )}
      </Row>
      <Row label="反馈内容" error={errors.description}>
        {(id) => (
          <textarea
            id={id}
            className="contact-form__text"
            rows={5}
            maxLength={1000}
            value={d.description}
            placeholder="请描述您的问题或建议（5–1000字）"
            data-testid="feedback-text"
            onChange={(e) => set({ description: e.target.value })}
          />
        )}
      </Row>
      <button
        type="submit"
        className="btn btn--primary contact-form__submit"
        disabled={send.isPending}
      >
        提交反馈
      </button>
    </form>
  );
}
