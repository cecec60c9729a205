import { personNameError } from '@lvxing/shared';
import { TextInput } from '@/components/lite/fields';
import { FormField } from '@/components/booking/form-field';

/** The first problem of each guest name (入住人姓名, the shared name rules), or undefined. */
export function guestErrors(names: readonly string[]): (string | undefined)[] {
  return names.map((n) => personNameError('入住人姓名', n) ?? undefined);
}

interface GuestCardProps {
  names: string[];
  /** Errors shown (after a submit, or once a field was left). */
  errors: (string | undefined)[];
  onChange: (names: string[]) => void;
  onBlur: (i: number) => void;
}

/** 入住人: one name per room, as on the guest's ID (Chinese, or ZHANG/SAN in letters). */
export function GuestCard({ names, errors, onChange, onBlur }: GuestCardProps) {
  return (
    <section className="card book-card" aria-labelledby="guests-title">
      <header className="book-card__head">
        <h2 id="guests-title">入住人</h2>
        <span className="book-card__sub">
          每间房填写1位入住人，姓名须与入住时所持证件一致；英文姓名请按“姓/名”填写，如 ZHANG/SAN
        </span>
      </header>
      <div className="passenger__grid">
        {names.map((name, i) => (
          <FormField key={i} label={`房间${i + 1}`} error={errors[i]}>
            <TextInput
              value={name}
              maxLength={40}
              placeholder="请输入入住人姓名"
              data-testid="guest-name"
              aria-label={`房间${i + 1}入住人姓名`}
              status={errors[i] ? 'error' : undefined}
              onChange={(e) => onChange(names.map((n, j) => (j === i ? e.target.value : n)))}
              onBlur={() => onBlur(i)}
            />
          </FormField>
        ))}
      </div>
    </section>
  );
}
