import type { SavedPassengerList } from '@/lib/saved-passengers';
import type { PassengerDraft } from './passenger-draft';
import { PassengerList } from './passenger-list';
import { TicketTypeCard, type TicketTypeOption } from './ticket-type-card';
import type { PassengerDraftsForm } from './use-passenger-drafts';

interface TicketPassengerListProps<T extends string, D extends PassengerDraft & { ticketType: T }> {
  /** 乘车人… */
  title: string;
  /** The hint next to the title (real names, the most a booking takes). */
  note: string;
  form: PassengerDraftsForm<D>;
  saved: SavedPassengerList;
  /** A rule of the whole list broken, or null. */
  warning: string | null;
  /** The day of travel (YYYY-MM-DD): ages are taken on it. */
  travelDate: string;
  labels: Readonly<Record<T, string>>;
  /** The ticket types a passenger may choose (some close for a passenger: 学生票, 残军票). */
  options: readonly TicketTypeOption<T>[] | ((draft: D) => readonly TicketTypeOption<T>[]);
  /** A hint about a passenger's ticket type, or null. */
  hint: (draft: D) => string | null;
  /** Notes about the discount types closed (or open) to a passenger. */
  notes?: (draft: D) => readonly string[];
}

/** The passengers of a kind sold by ticket type (trains, coaches): one TicketTypeCard each. */
export function TicketPassengerList<T extends string, D extends PassengerDraft & { ticketType: T }>(
  props: TicketPassengerListProps<T, D>,
) {
  const { form, travelDate, labels, options, hint } = props;
  return (
    <PassengerList
      title={props.title}
      note={props.note}
      form={form}
      saved={props.saved}
      warning={props.warning}
      renderCard={(d, i) => (
        <TicketTypeCard
          key={d.key}
          {...form.cardProps(d, i)}
          travelDate={travelDate}
          labels={labels}
          options={typeof options === 'function' ? options(d) : options}
          hint={hint(d)}
          notes={props.notes?.(d)}
        />
      )}
    />
  );
}
