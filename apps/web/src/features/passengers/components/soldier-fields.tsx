import {
  DISABILITY_CERT_LABEL,
  DISABILITY_CERT_TYPES,
  type DisabilityCertType,
} from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import type { PassengerEditorState } from '../hooks/use-passenger-editor';
import { emptySoldier, type SoldierDraft } from '../lib/passenger-form';

const certOptions = DISABILITY_CERT_TYPES.map((v) => ({
  value: v,
  label: DISABILITY_CERT_LABEL[v],
}));

/** 证件种类 (残疾军人证 / 伤残人民警察证) and 证件编号, for 残疾军人票. */
export function SoldierFields({ editor }: { editor: PassengerEditorState }) {
  const { draft, errors, patch, blur } = editor;
  const s = draft.disabledSoldier ?? emptySoldier();
  const set = (next: Partial<SoldierDraft>) => patch({ disabledSoldier: { ...s, ...next } });
  return (
    <div className="passenger__grid trav-editor__grid">
      <FormField label="证件种类">
        <NativeSelect<DisabilityCertType>
          value={s.certType}
          aria-label="证件种类"
          options={certOptions}
          onChange={(certType) => set({ certType })}
        />
      </FormField>
      <FormField label="证件编号" error={errors['disabledSoldier.certNo']}>
        <TextInput
          value={s.certNo}
          maxLength={30}
          placeholder="请输入证件上的编号"
          autoComplete="off"
          data-testid="editor-cert-no"
          status={errors['disabledSoldier.certNo'] ? 'error' : undefined}
          onChange={(e) => set({ certNo: e.target.value })}
          onBlur={() => blur('disabledSoldier.certNo')}
        />
      </FormField>
    </div>
  );
}
