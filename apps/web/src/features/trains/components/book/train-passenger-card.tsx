import { TICKET_TYPE_LABEL, type SeatClass, type TicketType } from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { NativeSelect } from '@/components/lite/fields';
import { PassengerCard } from '@/components/booking/passenger-card';
import type { FieldErrors } from '@/components/booking/passenger-draft';
import { ticketTypeHint, ticketTypeOptions, type TrainDraft } from '../../lib/ticket-types';

interface TrainPassengerCardProps {
  index: number;
  draft: TrainDraft;
  travelDate: string;
  seatClass: SeatClass;
  errors: FieldErrors;
  removable: boolean;
  onChange: (d: TrainDraft) => void;
  onBlur: (field: string) => void;
  onRemove: () => void;
}

/** A train passenger: document fields and the ticket type (成人/儿童/学生/残军). */
export function TrainPassengerCard(props: TrainPassengerCardProps) {
  const { draft, travelDate, seatClass, errors, onChange, onBlur } = props;
  const hint = ticketTypeHint(draft, travelDate);
  return (
    <PassengerCard
      {...props}
      tag={
        <span className="tag tag--soft" data-testid="passenger-ticket-label">
          {TICKET_TYPE_LABEL[draft.ticketType]}
        </span>
      }
    >
      <FormField label="车票类型" error={errors.ticketType}>
        <NativeSelect<TicketType>
          value={draft.ticketType}
          aria-label="车票类型"
          data-testid="passenger-ticket-type"
          status={errors.ticketType ? 'error' : undefined}
          options={ticketTypeOptions(seatClass)}
          onChange={(ticketType) => {
            onChange({ ...draft, ticketType });
            onBlur('ticketType');
          }}
        />
        {hint && !errors.ticketType && <span className="pf__hint">{hint}</span>}
      </FormField>
    </PassengerCard>
  );
}
