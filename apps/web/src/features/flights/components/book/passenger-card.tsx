import { DatePicker, Input, Select } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ID_TYPE_LABEL, ID_TYPES, PASSENGER_TYPE_LABEL, type IdType } from '@lvxing/shared';
import { dayjs } from '@/lib/dayjs';
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
}

const idPlaceholder: Record<IdType, string> = {
  '1': '请输入18位身份证号码',
  B: '请输入护照号码',
  C: '请输入港澳通行证号码',
  G: '请输入台湾通行证号码',
};

function Field({
  label,
  error,
  children,
}: {
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <label className={error ? 'pf has-error' : 'pf'}>
      <span className="pf__label">{label}</span>
      {children}
      {error && (
        <span className="pf__error" role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

/** One passenger: name, document type and number, birth date for non-ID documents, derived type. */
export function PassengerCard(props: PassengerCardProps) {
  const { index, draft, flightDate, errors, removable, onChange, onBlur, onRemove } = props;
  const t = draftType(draft, flightDate);
  const set = (patch: Partial<PassengerDraft>) => onChange({ ...draft, ...patch });
  return (
    <fieldset className="passenger" data-testid="passenger-card">
      <legend className="passenger__head">
        <span>乘客 {index + 1}</span>
        {t && 'type' in t && (
          <span className="tag tag--soft" data-testid="passenger-type">
            {PASSENGER_TYPE_LABEL[t.type]}
          </span>
        )}
        {removable && (
          <button
            type="button"
            className="link-btn passenger__remove"
            onClick={onRemove}
            aria-label={`删除乘客 ${index + 1}`}
          >
            <DeleteOutlined /> 删除
          </button>
        )}
      </legend>
      <div className="passenger__grid">
        <Field label="姓名" error={errors.name}>
          <Input
            value={draft.name}
            maxLength={40}
            placeholder={draft.idType === '1' ? '与身份证姓名一致' : '与证件一致，如 ZHANG/SAN'}
            data-testid="passenger-name"
            status={errors.name ? 'error' : undefined}
            onChange={(e) => set({ name: e.target.value })}
            onBlur={() => onBlur('name')}
          />
        </Field>
        <Field label="证件类型">
          <Select<IdType>
            value={draft.idType}
            data-testid="passenger-idtype"
            aria-label="证件类型"
            options={ID_TYPES.map((v) => ({ value: v, label: ID_TYPE_LABEL[v] }))}
            onChange={(idType) =>
              set({ idType, birthDate: idType === '1' ? null : draft.birthDate })
            }
          />
        </Field>
        <Field label="证件号码" error={errors.idNo}>
          <Input
            value={draft.idNo}
            maxLength={20}
            placeholder={idPlaceholder[draft.idType]}
            data-testid="passenger-idno"
            status={errors.idNo ? 'error' : undefined}
            onChange={(e) => set({ idNo: e.target.value.replace(/\s/g, '') })}
            onBlur={() => onBlur('idNo')}
          />
        </Field>
        {draft.idType !== '1' && (
          <Field label="出生日期" error={errors.birthDate}>
            <DatePicker
              value={draft.birthDate ? dayjs(draft.birthDate) : null}
              placeholder="请选择出生日期"
              data-testid="passenger-birth"
              status={errors.birthDate ? 'error' : undefined}
              disabledDate={(d) => d.isAfter(dayjs(flightDate))}
              onChange={(d) => set({ birthDate: d ? d.format('YYYY-MM-DD') : null })}
              onBlur={() => onBlur('birthDate')}
            />
          </Field>
        )}
      </div>
    </fieldset>
  );
}
