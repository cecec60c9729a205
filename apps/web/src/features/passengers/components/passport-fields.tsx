import { beijingToday } from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import { countryName, useCountryNames } from '@/lib/use-country-names';
import type { PassengerEditorState } from '../hooks/use-passenger-editor';
import { emptyPassport, type PassportDraft } from '../lib/passenger-form';
import { DateInput } from '@/components/date-input/date-input';

/** 护照号码, 国籍 (Chinese country names, loaded with the section) and 有效期至. */
export function PassportFields({ editor }: { editor: PassengerEditorState }) {
  const { draft, errors, patch, blur } = editor;
  const p = draft.passport ?? emptyPassport();
  const countries = useCountryNames(true);
  const set = (next: Partial<PassportDraft>) => patch({ passport: { ...p, ...next } });
  // until the names have loaded, the chosen country is the only choice
  const options = countries?.map((c) => ({ value: c.code, label: c.name })) ?? [
    { value: p.nationality, label: countryName(null, p.nationality) },
  ];
  return (
    <div className="passenger__grid trav-editor__grid">
      <FormField label="护照号码" error={errors['passport.no']}>
        <TextInput
          value={p.no}
          maxLength={17}
          placeholder="请输入护照号码，如 E12345678"
          autoComplete="off"
          data-testid="editor-passport-no"
          status={errors['passport.no'] ? 'error' : undefined}
          onChange={(e) => set({ no: e.target.value.replace(/\s/g, '') })}
          onBlur={() => blur('passport.no')}
        />
      </FormField>
      <FormField label="国籍" error={errors['passport.nationality']}>
        <NativeSelect<string>
          value={p.nationality}
          aria-label="国籍"
          data-testid="editor-nationality"
          options={options}
          onChange={(nationality) => set({ nationality })}
        />
      </FormField>
      <FormField label="有效期至" error={errors['passport.expiry']}>
        <DateInput
          value={p.expiry}
          min={beijingToday()}
          placeholder="请选择护照有效期"
          testId="editor-passport-expiry"
          invalid={!!errors['passport.expiry']}
          onChange={(expiry) => set({ expiry })}
          onBlur={() => blur('passport.expiry')}
        />
      </FormField>
    </div>
  );
}
