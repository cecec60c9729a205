import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';
import { holidayMark } from './holidays';

const marks = (date: string) => {
  const holiday = holidayMark(date);
  return holiday ? { holiday } : undefined;
};

/** A date field marking Chinese public holidays and 调休 working days (train and coach search). */
export function HolidayDateField(props: Omit<DatePickerFieldProps, 'marks'>) {
  return <DatePickerField {...props} marks={marks} />;
}
