import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';

/** A date field marking Chinese public holidays and 调休 working days (train and coach search). */
export function HolidayDateField(props: Omit<DatePickerFieldProps, 'marks' | 'holidays'>) {
  return <DatePickerField {...props} holidays />;
}
