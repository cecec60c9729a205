import { lazy, Suspense } from 'react';
import { TextInput } from '@/components/lite/fields';

// the calendar (antd) loads with the first date field shown, not with the page
const DatePickerInput = lazy(() => import('./date-picker'));

export interface DateInputProps {
  /** YYYY-MM-DD, or '' for none. */
  value: string;
  /** First and last day that may be picked (YYYY-MM-DD). */
  min?: string;
  max?: string;
  placeholder: string;
  invalid: boolean;
  testId: string;
  onChange: (date: string) => void;
  onBlur: () => void;
}

/** A day of the edit form (出生日期, 护照有效期): antd's calendar in Chinese, loaded on demand. */
export function DateInput(props: DateInputProps) {
  return (
    <Suspense fallback={<TextInput readOnly value={props.value} placeholder={props.placeholder} />}>
      <DatePickerInput {...props} />
    </Suspense>
  );
}
