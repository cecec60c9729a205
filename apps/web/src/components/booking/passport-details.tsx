import { DateInput } from '@/components/date-input/date-input';
import { NativeSelect } from '@/components/lite/fields';
import { countryName, useCountryNames } from '@/lib/use-country-names';
import { FormField } from './form-field';
import type { PassportDetailsDraft } from './passenger-draft';

/** The fields this part checks, as the booking's error keys name them. */
type PassportField = 'passport.nationality' | 'passport.sex' | 'passport.expiry';

interface PassportDetailsProps {
  value: PassportDetailsDraft;
  errors: Partial<Record<PassportField, string>>;
  /** First expiry date that may be picked (a flight: its date; a tour: 6 months after return). */
  minExpiry: string;
  /** The expiry's placeholder (default 请选择护照有效期). */
  expiryPlaceholder?: string;
  onChange: (next: PassportDetailsDraft) => void;
  onBlur: (field: PassportField) => void;
}

const sexOptions = [
  { value: '', label: '请选择', disabled: true },
  { value: 'M', label: '男' },
  { value: 'F', label: '女' },
] as const;

/**
 * 国籍, 性别 and 护照有效期至 of a passport typed in for a trip abroad (an international flight:
 * what airlines send ahead to the destination; an outbound tour: what the contract and the visa
 * or group list need). A default export, loaded with the first such person: the Chinese country
 * names come with it.
 */
export default function PassportDetails(props: PassportDetailsProps) {
  const { value, errors, onBlur } = props;
  const countries = useCountryNames(true);
  const set = (next: Partial<PassportDetailsDraft>) => props.onChange({ ...value, ...next });
  // until the names have loaded, the chosen country is the only choice
  const options = countries?.map((c) => ({ value: c.code, label: c.name })) ?? [
    { value: value.nationality, label: countryName(null, value.nationality) },
  ];
  return (
    <>
      <FormField label="国籍" error={errors['passport.nationality']}>
        <NativeSelect<string>
          value={value.nationality}
          aria-label="国籍"
          data-testid="passenger-nationality"
          options={options}
          onChange={(nationality) => set({ nationality })}
        />
      </FormField>
      <FormField label="性别" error={errors['passport.sex']}>
        <NativeSelect<PassportDetailsDraft['sex']>
          value={value.sex}
          aria-label="性别"
          data-testid="passenger-sex"
          status={errors['passport.sex'] ? 'error' : undefined}
          options={sexOptions}
          onChange={(sex) => set({ sex })}
          onBlur={() => onBlur('passport.sex')}
        />
      </FormField>
      <FormField label="护照有效期至" error={errors['passport.expiry']}>
        <DateInput
          value={value.expiry}
          min={props.minExpiry}
          placeholder={props.expiryPlaceholder ?? '请选择护照有效期'}
          testId="passenger-passport-expiry"
          invalid={!!errors['passport.expiry']}
          onChange={(expiry) => set({ expiry })}
          onBlur={() => onBlur('passport.expiry')}
        />
      </FormField>
    </>
  );
}
