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
  /** The ticket types' names (成人票, 儿童票, 学生票…), shown next to 乘客 n. */
  labels: Readonly<Record<T, string>>;
  options: readonly TicketTypeOption<T>[];
  /** A hint under the choice about a child's options, or null. */
  hint: string | null;
  /** Notes under it: why a discount type is closed for the passenger, or what it is good for. */
  notes?: readonly string[];
}

/**
 * 票种: the one control every kind's passengers have their ticket type in (trains, coaches
 * choose; a flight's follows the age and shows the others closed), with its hint and notes.
 */
export function TicketTypeField<T extends string>(props: {
  value: T;
  options: readonly TicketTypeOption<T>[];
  error?: string | undefined;
  hint: string | null;
  notes?: readonly string[];
  onPick: (value: T) => void;
}) {
  const { error, hint, notes = [] } = props;
  return (
    <FormField label="票种" error={error}>
      <RadioGroup<T>
        className="lite-group--buttons"
        value={props.value}
        aria-label="票种"
        testId="passenger-ticket-type"
        options={props.options}
        onChange={props.onPick}
      />
      {hint && !error && <span className="pf__hint">{hint}</span>}
      {notes
        .filter((n) => n !== error)
        .map((n) => (
          <span key={n} className="pf__note" data-testid="ticket-type-note">
            {n}
          </span>
        ))}
    </FormField>
  );
}

/** A passenger of a kind sold by ticket type (trains, coaches): document fields and the type. */
export function TicketTypeCard<T extends string, D extends PassengerDraft & { ticketType: T }>(
  props: TicketTypeCardProps<T, D>,
) {
  const { draft, errors, onChange, onBlur, labels } = props;
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
      <TicketTypeField
        value={draft.ticketType}
        options={props.options}
        error={errors.ticketType}
        hint={props.hint}
        notes={props.notes}
        onPick={pick}
      />
    </PassengerCard>
  );
}
