import { DatePicker } from 'antd';
import { dayjs } from '@/lib/dayjs';
import { AntdProvider } from '../antd-provider';

interface BirthDatePickerProps {
  value: string | null;
  travelDate: string;
  error: boolean;
  onChange: (date: string | null) => void;
  onBlur: () => void;
}

/** Years before the trip the calendar opens on (a birth year of a 30-year-old). */
const ADULT_YEARS_BACK = 30;

/** antd's date picker for a birth date (documents without one), loaded only when shown. */
export default function BirthDatePicker(props: BirthDatePickerProps) {
  const { value, travelDate, error, onChange, onBlur } = props;
  return (
    <AntdProvider>
      <DatePicker
        value={value ? dayjs(value) : null}
        placeholder="请选择出生日期"
        data-testid="passenger-birth"
        status={error ? 'error' : undefined}
        disabledDate={(d) => d.isAfter(dayjs(travelDate))}
        // most travellers are adults: open on a grown-up's birth year, not on this month
        defaultPickerValue={dayjs(travelDate).subtract(ADULT_YEARS_BACK, 'year')}
        onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : null)}
        onBlur={onBlur}
      />
    </AntdProvider>
  );
}
