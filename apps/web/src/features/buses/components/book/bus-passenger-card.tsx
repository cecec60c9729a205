import { BUS_TICKET_TYPE_LABEL, type BusTicketType } from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { RadioGroup } from '@/components/lite/choice';
import { PassengerCard } from '@/components/booking/passenger-card';
import type { FieldErrors } from '@/components/booking/passenger-draft';
import { busTicketTypeHint, busTicketTypeOptions, type BusDraft } from '../../lib/ticket-types';

interface BusPassengerCardProps {
  index: number;
  draft: BusDraft;
  travelDate: string;
  errors: FieldErrors;
  removable: boolean;
  onChange: (d: BusDraft) => void;
  onBlur: (field: string) => void;
  onRemove: () => void;
}

/** A coach passenger: document fields and 全票 / 半票. */
export function BusPassengerCard(props: BusPassengerCardProps) {
  const { draft, travelDate, errors, onChange, onBlur } = props;
  const hint = busTicketTypeHint(draft, travelDate);
  return (
    <PassengerCard
      {...props}
      tag={
        <span className="tag tag--soft" data-testid="passenger-ticket-label">
          {BUS_TICKET_TYPE_LABEL[draft.ticketType]}
        </span>
      }
    >
      <FormField label="车票类型" error={errors.ticketType}>
        <RadioGroup<BusTicketType>
          className="lite-group--buttons"
          value={draft.ticketType}
          aria-label="车票类型"
          testId="passenger-ticket-type"
          options={busTicketTypeOptions}
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
