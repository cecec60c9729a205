import type { CarRentalBookBody } from '@lvxing/shared';

export type DriverForm = CarRentalBookBody['driver'];

export const EMPTY_DRIVER: DriverForm = { name: '', idNo: '', mobile: '', licenseSince: '' };

const FIELDS: { key: keyof DriverForm; label: string; type: string; hint: string }[] = [
  { key: 'name', label: '驾驶员姓名', type: 'text', hint: '与身份证一致' },
  { key: 'idNo', label: '身份证号', type: 'text', hint: '18位居民身份证号' },
  { key: 'mobile', label: '手机号', type: 'tel', hint: '取车时门店联系' },
  {
    key: 'licenseSince',
    label: '驾照初次领证日期',
    type: 'date',
    hint: '驾龄须满1年（豪华型3年）',
  },
];

/** The driver: name, resident ID, mobile and the licence's first-issue date. */
export function DriverFields(props: { value: DriverForm; onChange: (v: DriverForm) => void }) {
  return (
    <fieldset className="card car-book__driver">
      <legend>驾驶员信息</legend>
      {FIELDS.map((f) => (
        <label key={f.key} className="car-field">
          <span>{f.label}</span>
          <input
            type={f.type}
            value={props.value[f.key]}
            placeholder={f.hint}
            data-testid={`driver-${f.key}`}
            onChange={(e) => props.onChange({ ...props.value, [f.key]: e.target.value })}
          />
        </label>
      ))}
      <p className="muted">年龄按身份证出生日期计算至取车日：18至70周岁（豪华型22至60周岁）</p>
    </fieldset>
  );
}
