import { lazy, Suspense, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import DeleteOutlined from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { ID_TYPE_LABEL, ID_TYPES, type IdType } from '@lvxing/shared';
import { Checkbox } from '../lite/choice';
import { NativeSelect, TextInput } from '../lite/fields';
import { FormField } from './form-field';
import { unpicked, type FieldErrors, type PassengerDraft } from './passenger-draft';
import { SavedPassengerFields } from './saved-passenger-fields';

export interface PassengerCardProps<D extends PassengerDraft> {
  index: number;
  draft: D;
  /** Travel date: birth dates after it cannot be picked. */
  travelDate: string;
  errors: FieldErrors;
  removable: boolean;
  onChange: (d: D) => void;
  onBlur: (field: string) => void;
  onRemove: () => void;
  /** 保存为常用旅客 is offered for a typed-in passenger (the member's list is not full). */
  canKeep?: boolean;
  /** An international flight: a saved passenger travels on its saved passport. */
  usePassport?: boolean;
  /** Shown next to 乘客 n (the derived passenger type). */
  tag?: ReactNode;
  /** The card's name instead of 乘客 n (a tour's 成人1, 儿童1). */
  title?: string;
  /** The kind's own fields (ticket type…), after the document fields. */
  children?: ReactNode;
}

// only documents without a birth date (passports, permits) need the calendar
const BirthDatePicker = lazy(() => import('./birth-date-picker'));

const idTypeOptions = ID_TYPES.map((v) => ({ value: v, label: ID_TYPE_LABEL[v] }));

const idPlaceholder: Record<IdType, string> = {
  '1': '请输入18位身份证号码',
  B: '请输入护照号码',
  C: '请输入港澳通行证号码',
  G: '请输入台湾通行证号码',
};

/**
 * One passenger: a saved passenger picked (read-only, masked: SavedPassengerFields), or name,
 * document type and number, birth date for non-ID documents and 保存为常用旅客; then the kind's
 * own fields.
 */
export function PassengerCard<D extends PassengerDraft>(props: PassengerCardProps<D>) {
  const { index, draft, removable, onRemove } = props;
  const title = props.title ?? `乘客 ${index + 1}`;
  return (
    <fieldset className="passenger" data-testid="passenger-card">
      <legend className="passenger__head">
        <span>{title}</span>
        {draft.saved && <span className="tag">常用旅客</span>}
        {props.tag}
        {removable && (
          <button
            type="button"
            className="link-btn passenger__remove"
            onClick={onRemove}
            aria-label={`删除${title}`}
          >
            <Icon svg={DeleteOutlined} /> 删除
          </button>
        )}
      </legend>
      {draft.saved ? (
        <>
          <SavedPassengerFields
            draft={draft}
            errors={props.errors}
            usePassport={props.usePassport ?? false}
            onEdit={(idType) => props.onChange(unpicked(draft, idType))}
          />
          {props.children && <div className="passenger__grid">{props.children}</div>}
        </>
      ) : (
        <TypedFields {...props} />
      )}
    </fieldset>
  );
}

/** The fields of a passenger typed in, and the kind's own fields after them. */
function TypedFields<D extends PassengerDraft>(props: PassengerCardProps<D>) {
  const { draft, travelDate, errors, onChange, onBlur } = props;
  const set = (patch: Partial<PassengerDraft>) => onChange({ ...draft, ...patch });
  return (
    <>
      <div className="passenger__grid">
        <FormField label="姓名" error={errors.name}>
          <TextInput
            value={draft.name}
            maxLength={40}
            placeholder={draft.idType === '1' ? '与身份证姓名一致' : '与证件一致，如 ZHANG/SAN'}
            data-testid="passenger-name"
            status={errors.name ? 'error' : undefined}
            onChange={(e) => set({ name: e.target.value })}
            onBlur={() => onBlur('name')}
          />
        </FormField>
        <FormField label="证件类型">
          <NativeSelect<IdType>
            value={draft.idType}
            data-testid="passenger-idtype"
            aria-label="证件类型"
            options={idTypeOptions}
            onChange={(idType) =>
              set({ idType, birthDate: idType === '1' ? null : draft.birthDate })
            }
          />
        </FormField>
        <FormField label="证件号码" error={errors.idNo}>
          <TextInput
            value={draft.idNo}
            maxLength={20}
            placeholder={idPlaceholder[draft.idType]}
            data-testid="passenger-idno"
            status={errors.idNo ? 'error' : undefined}
            onChange={(e) => set({ idNo: e.target.value.replace(/\s/g, '') })}
            onBlur={() => onBlur('idNo')}
          />
        </FormField>
        {draft.idType !== '1' && (
          <FormField label="出生日期" error={errors.birthDate}>
            <Suspense
              fallback={
                <TextInput readOnly placeholder="请选择出生日期" value={draft.birthDate ?? ''} />
              }
            >
              <BirthDatePicker
                value={draft.birthDate}
                travelDate={travelDate}
                error={!!errors.birthDate}
                onChange={(birthDate) => set({ birthDate })}
                onBlur={() => onBlur('birthDate')}
              />
            </Suspense>
          </FormField>
        )}
        {props.children}
      </div>
      {props.canKeep !== false && (
        <Checkbox
          className="passenger__keep"
          checked={draft.keep}
          testId="passenger-keep"
          onChange={(keep) => set({ keep })}
        >
          保存为常用旅客
        </Checkbox>
      )}
    </>
  );
}
