import { PASSENGER_TYPE_LABEL } from '@lvxing/shared';
import { PassengerCard as Card } from '@/components/booking/passenger-card';
import { draftType, type DraftErrors, type PassengerDraft } from '../../lib/passenger-draft';

interface PassengerCardProps {
  index: number;
  draft: PassengerDraft;
  flightDate: string;
  errors: DraftErrors;
  removable: boolean;
  onChange: (d: PassengerDraft) => void;
  onBlur: (field: keyof DraftErrors) => void;
  onRemove: () => void;
  canKeep: boolean;
  /** An international flight: a saved passenger travels on its passport. */
  usePassport: boolean;
}

/**
 * One passenger: a saved passenger (masked) or name, document type and number, birth date for
 * non-ID documents; and the type derived from the birth date.
 */
export function PassengerCard(props: PassengerCardProps) {
  const { draft, flightDate, onBlur, ...rest } = props;
  const t = draftType(draft, flightDate);
  return (
    <Card
      {...rest}
      draft={draft}
      travelDate={flightDate}
      onBlur={(field) => onBlur(field as keyof DraftErrors)}
      tag={
        t &&
        'type' in t && (
          <span className="tag tag--soft" data-testid="passenger-type">
            {PASSENGER_TYPE_LABEL[t.type]}
          </span>
        )
      }
    />
  );
}
