import {
  beijingToday,
  BIRTH_DATE_MIN,
  ID_TYPE_LABEL,
  ID_TYPES,
  SEX_LABEL,
  SEXES,
  type IdType,
  type Sex,
} from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import type { PassengerEditorState } from '../hooks/use-passenger-editor';
import { fromResidentId } from '../lib/passenger-form';
import { DateInput } from '@/components/date-input/date-input';

const idTypeOptions = ID_TYPES.map((v) => ({ value: v, label: ID_TYPE_LABEL[v] }));
const sexOptions = [
  { value: '' as const, label: '请选择' },
  ...SEXES.map((v) => ({ value: v, label: SEX_LABEL[v] })),
];
const idPlaceholder: Record<IdType, string> = {
  '1': '请输入18位身份证号码',
  B: '请输入护照号码',
  C: '请输入港澳通行证号码',
  G: '请输入台湾通行证号码',
};

/**
 * 姓名, 证件类型, 证件号码, 出生日期 and 性别 (read from a resident ID number, chosen otherwise)
 * and 手机号 of the edit form.
 */
export function IdentityFields({ editor }: { editor: PassengerEditorState }) {
  const { draft: d, errors, patch, blur } = editor;
  const resident = d.idType === '1';
  return (
    <div className="passenger__grid trav-editor__grid">
      <FormField label="姓名" error={errors.name}>
        <TextInput
          value={d.name}
          maxLength={40}
          placeholder={resident ? '与身份证姓名一致' : '与证件一致，如 ZHANG/SAN'}
          autoComplete="name"
          data-testid="editor-name"
          status={errors.name ? 'error' : undefined}
          onChange={(e) => patch({ name: e.target.value })}
          onBlur={() => blur('name')}
        />
      </FormField>
      <FormField label="证件类型">
        <NativeSelect<IdType>
          value={d.idType}
          aria-label="证件类型"
          data-testid="editor-idtype"
          options={idTypeOptions}
          onChange={(idType) => patch({ idType })}
        />
      </FormField>
      <FormField label="证件号码" error={errors.idNo}>
        <TextInput
          value={d.idNo}
          maxLength={20}
          placeholder={idPlaceholder[d.idType]}
          autoComplete="off"
          data-testid="editor-idno"
          status={errors.idNo ? 'error' : undefined}
          onChange={(e) => patch({ idNo: e.target.value.replace(/\s/g, '') })}
          onBlur={() => blur('idNo')}
        />
      </FormField>
      <BirthAndSex editor={editor} />
      <FormField label="手机号（选填）" error={errors.mobile}>
        <TextInput
          value={d.mobile}
          maxLength={11}
          inputMode="numeric"
          autoComplete="tel"
          placeholder="用于接收出行通知"
          data-testid="editor-mobile"
          status={errors.mobile ? 'error' : undefined}
          onChange={(e) => patch({ mobile: e.target.value.replace(/\D/g, '') })}
          onBlur={() => blur('mobile')}
        />
      </FormField>
    </div>
  );
}

/** 出生日期 and 性别: read from a resident ID number (shown, not typed), chosen otherwise. */
function BirthAndSex({ editor }: { editor: PassengerEditorState }) {
  const { draft: d, errors, patch, blur } = editor;
  const derived = fromResidentId(d);
  const resident = d.idType === '1';
  return (
    <>
      <FormField label="出生日期" error={errors.birthDate}>
        {resident ? (
          <TextInput
            readOnly
            value={derived?.birthDate ?? ''}
            placeholder="根据身份证号码自动识别"
          />
        ) : (
          <DateInput
            value={d.birthDate}
            min={BIRTH_DATE_MIN}
            max={beijingToday()}
            placeholder="请选择出生日期"
            testId="editor-birth"
            invalid={!!errors.birthDate}
            onChange={(birthDate) => patch({ birthDate })}
            onBlur={() => blur('birthDate')}
          />
        )}
      </FormField>
      <FormField label="性别">
        {resident ? (
          <TextInput
            readOnly
            value={derived ? SEX_LABEL[derived.sex] : ''}
            placeholder="根据身份证号码自动识别"
          />
        ) : (
          <NativeSelect<Sex | ''>
            value={d.sex}
            aria-label="性别"
            options={sexOptions}
            onChange={(sex) => patch({ sex })}
          />
        )}
      </FormField>
    </>
  );
}
