import { PASSPORT_HANDOVERS, PASSPORT_HANDOVER_LABEL, type VisaDetail } from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { TextInput } from '@/components/lite/fields';
import type { ApplyDraft } from './apply-draft';
import type { VisaApply } from './use-visa-apply';

type TripKey = 'departDate' | 'returnDate' | 'purpose' | 'courierAddress';

function TripText({
  f,
  k,
  label,
  type,
}: {
  f: VisaApply;
  k: TripKey;
  label: string;
  type?: string;
}) {
  const error = f.errorAt(k);
  return (
    <FormField label={label} error={error}>
      <TextInput
        type={type ?? 'text'}
        value={f.draft[k]}
        status={error ? 'error' : undefined}
        data-testid={`trip-${k}`}
        onChange={(e) => f.update({ [k]: e.target.value } as Partial<ApplyDraft>)}
        onBlur={() => f.touch(k)}
      />
    </FormField>
  );
}

/** 行程信息: the travel dates (checked against the product's apply window) and the purpose. */
export function TripCard({ f, d }: { f: VisaApply; d: VisaDetail }) {
  return (
    <section className="card va-card" aria-labelledby="va-trip-title">
      <h2 id="va-trip-title" className="va-card__title">
        行程信息
      </h2>
      <p className="va-muted">
        请在出发前{d.earliestDaysBefore}天至{d.latestDaysBefore}天之间提交申请，停留不超过
        {d.stayDays}天
      </p>
      <div className="va-grid">
        <TripText f={f} k="departDate" label="出发日期" type="date" />
        <TripText f={f} k="returnDate" label="返回日期" type="date" />
        <TripText f={f} k="purpose" label="出行目的" />
      </div>
    </section>
  );
}

/** 护照递交方式: courier (with the address the passport is fetched from and sent back to) or drop-off. */
export function HandoverCard({ f, d }: { f: VisaApply; d: VisaDetail }) {
  const sticker = d.form === 'STICKER';
  return (
    <section className="card va-card" aria-labelledby="va-handover-title">
      <h2 id="va-handover-title" className="va-card__title">
        护照递交方式
      </h2>
      {!sticker && <p className="va-muted">电子签证无需递交护照原件，出签后发送至联系人。</p>}
      <fieldset className="va-radios">
        <legend className="sr-only">护照递交方式</legend>
        {PASSPORT_HANDOVERS.map((h) => (
          <label key={h} className="va-radio">
            <input
              type="radio"
              name="passport-handover"
              value={h}
              checked={f.draft.passportHandover === h}
              onChange={() => f.update({ passportHandover: h })}
            />
            {PASSPORT_HANDOVER_LABEL[h]}
          </label>
        ))}
      </fieldset>
      {f.draft.passportHandover === 'COURIER' && (
        <TripText f={f} k="courierAddress" label="寄送地址" />
      )}
    </section>
  );
}
