import { DatePicker } from 'antd';
import { AntdProvider } from '@/components/antd-provider';
import { dayjs } from '@/lib/dayjs';
import type { DateInputProps } from './date-input';

/** antd's date picker (zh_CN) for a day between `min` and `max`, loaded only when shown. */
export default function DatePickerInput(props: DateInputProps) {
  const { value, min, max, invalid } = props;
  return (
    <AntdProvider>
      <DatePicker
        value={value ? dayjs(value) : null}
        placeholder={props.placeholder}
        data-testid={props.testId}
        status={invalid ? 'error' : undefined}
        disabledDate={(d) =>
          (!!min && d.isBefore(dayjs(min), 'day')) || (!!max && d.isAfter(dayjs(max), 'day'))
        }
        onChange={(d) => props.onChange(d ? d.format('YYYY-MM-DD') : '')}
        onBlur={props.onBlur}
      />
    </AntdProvider>
  );
}
