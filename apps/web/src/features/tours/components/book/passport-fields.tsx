import { FormField } from '@/components/booking/form-field';
import type { FieldErrors, PassportDetailsDraft } from '@/components/booking/passenger-draft';
import { DateInput } from '@/components/date-input/date-input';
import { NativeSelect } from '@/components/lite/fields';
import { countryName, useCountryNames } from '@/lib/use-country-names';

interface PassportFieldsProps {
  value: PassportDetailsDraft;
  errors: FieldErrors;
  /** First expiry that is enough: 6 months after the return day. */
  minExpiry: string;
  onChange: (next: PassportDetailsDraft) => void;
  onBlur: (field: string) => void;
}

const sexOptions = [
  { value: '', label: '请选择', disabled: true },
  { value: 'M', label: '男' },
  { value: 'F', label: '女' },
] as const;

/**
 * 国籍, 性别 and 护照有效期至 of a passport typed in for an outbound tour (the contract and the
 * visa or group list need them), loaded with the first such traveller with the country names.
 * The flights' form asks the same; features do not share parts, so the tour has its own.
 */
export default function PassportFields(props: PassportFieldsProps) {
  const { value, errors, onBlur } = props;
  const countries = useCountryNames(true);
  const set = (next: Partial<PassportDetailsDraft>) => props.onChange({ ...value, ...next });
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
          placeholder={`须在${props.minExpiry}及以后`}
          testId="passenger-passport-expiry"
          invalid={!!errors['passport.expiry']}
          onChange={(expiry) => set({ expiry })}
          onBlur={() => onBlur('passport.expiry')}
        />
      </FormField>
    </>
  );
}
