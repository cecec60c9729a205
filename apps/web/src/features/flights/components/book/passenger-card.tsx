import { lazy, Suspense } from 'react';
import { PASSENGER_TYPE_LABEL, PASSENGER_TYPES, type PassengerType } from '@lvxing/shared';
import { PassengerCard as Card } from '@/components/booking/passenger-card';
import { TicketTypeField } from '@/components/booking/ticket-type-card';
import { bookingRulesNow } from '@/components/booking-rules';
import {
  draftType,
  needsPassportDetails,
  passportOf,
  type DraftErrors,
  type PassengerDraft,
} from '../../lib/passenger-draft';

/** How a flight's ticket type follows the age (the served ages: booking rules). */
function typeHint(): string {
  const a = bookingRulesNow('flight').passengerAges;
  return `按乘机日年龄确定：满${a.adultFromAge}周岁成人票，${a.childFromAge}至${a.adultFromAge}周岁儿童票，${a.minInfantDays}天至${a.childFromAge}周岁婴儿票`;
}

// only a passport typed in for an international flight asks these (with the country names)
const PassportDetails = lazy(() => import('@/components/booking/passport-details'));

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
 * non-ID documents (a passport on an international flight with its 国籍, 性别 and 有效期); and
 * the type derived from the birth date.
 */
export function PassengerCard(props: PassengerCardProps) {
  const { draft, flightDate, onBlur, ...rest } = props;
  const t = draftType(draft, flightDate);
  const details = needsPassportDetails(draft, props.usePassport) && (
    <Suspense>
      <PassportDetails
        value={passportOf(draft)}
        errors={props.errors}
        minExpiry={flightDate}
        onChange={(passport) => props.onChange({ ...draft, passport })}
        onBlur={onBlur}
      />
    </Suspense>
  );
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
    >
      {details}
      <TicketTypeField<PassengerType | ''>
        value={t && 'type' in t ? t.type : ''}
        options={PASSENGER_TYPES.map((type) => ({
          value: type,
          label: `${PASSENGER_TYPE_LABEL[type]}票`,
          disabled: !(t && 'type' in t && t.type === type),
        }))}
        hint={typeHint()}
        onPick={() => undefined}
      />
    </Card>
  );
}
