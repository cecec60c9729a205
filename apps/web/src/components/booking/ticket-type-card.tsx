import { NativeSelect } from '../lite/fields';
import { RadioGroup } from '../lite/choice';
import { FormField } from './form-field';
import { PassengerCard, type PassengerCardProps } from './passenger-card';
import type { PassengerDraft } from './passenger-draft';

export interface TicketTypeOption<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

interface TicketTypeCardProps<
  T extends string,
  D extends PassengerDraft & { ticketType: T },
> extends Omit<PassengerCardProps<D>, 'tag' | 'children'> {
  /** The ticket types' names (成人票…, 全票…), shown next to 乘客 n. */
  labels: Readonly<Record<T, string>>;
  options: readonly TicketTypeOption<T>[];
  /** A drop-down (many types) or buttons (two or three). */
  control: 'select' | 'buttons';
  /** A hint under the choice about a child's options, or null. */
  hint: string | null;
  /** Notes under it: why a discount type is closed for the passenger, or what it is good for. */
  notes?: readonly string[];
}

/** A passenger of a kind sold by ticket type (trains, coaches): document fields and the type. */
export function TicketTypeCard<T extends string, D extends PassengerDraft & { ticketType: T }>(
  props: TicketTypeCardProps<T, D>,
) {
  const { draft, errors, onChange, onBlur, labels, options, hint, notes = [] } = props;
  const pick = (ticketType: T) => {
    onChange({ ...draft, ticketType });
    onBlur('ticketType');
  };
  return (
    <PassengerCard
      {...props}
      tag={
        <span className="tag tag--soft" data-testid="passenger-ticket-label">
          {labels[draft.ticketType]}
        </span>
      }
    >
      <FormField label="车票类型" error={errors.ticketType}>
        {props.control === 'select' ? (
          <NativeSelect<T>
            value={draft.ticketType}
            aria-label="车票类型"
            data-testid="passenger-ticket-type"
            status={errors.ticketType ? 'error' : undefined}
            options={options}
            onChange={pick}
          />
        ) : (
          <RadioGroup<T>
            className="lite-group--buttons"
            value={draft.ticketType}
            aria-label="车票类型"
            testId="passenger-ticket-type"
            options={options}
            onChange={pick}
          />
        )}
        {hint && !errors.ticketType && <span className="pf__hint">{hint}</span>}
        {notes
          .filter((n) => n !== errors.ticketType)
          .map((n) => (
            <span key={n} className="pf__note" data-testid="ticket-type-note">
              {n}
            </span>
          ))}
      </FormField>
    </PassengerCard>
  );
}
