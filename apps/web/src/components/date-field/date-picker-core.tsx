import { useState, type ReactNode } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';
import { formatYuan } from '../money';

/** What a calendar day shows under its number. */
export interface DayMark {
  holiday?: string | null;
  priceFen?: number | null;
}

export interface DatePickerFieldProps {
  label: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Earliest selectable day (YYYY-MM-DD). */
  min: string;
  /** Last selectable day (YYYY-MM-DD); a year from today when omitted. */
  max?: string;
  /** Holiday and price of a day, if known. */
  marks?: (date: string) => DayMark | undefined;
  onOpenChange?: (open: boolean) => void;
  /** Under the calendar (e.g. the sale window). */
  footer?: ReactNode;
  placeholder?: string;
  testId?: string;
}

/** A search-form date field: antd's calendar with each day's holiday mark and price. */
export function DatePickerField(props: DatePickerFieldProps) {
  const { label, value, onChange, min, max, marks, onOpenChange, footer, testId } = props;
  const [open, setOpen] = useState(false);
  const minDay = dayjs(min);
  const maxDay = max ? dayjs(max) : dayjs().add(1, 'year');

  const cellRender = (
    current: Dayjs | number | string,
    info: { type: string; originNode: React.ReactNode },
  ) => {
    if (info.type !== 'date' || typeof current !== 'object') return info.originNode;
    const day = marks?.(current.format('YYYY-MM-DD'));
    return (
      <div className="ant-picker-cell-inner cal-cell">
        <span className="cal-cell__date">{current.date()}</span>
        {day?.holiday && <span className="cal-cell__holiday">{day.holiday}</span>}
        {day?.priceFen != null && (
          <span className="cal-cell__price">¥{formatYuan(day.priceFen)}</span>
        )}
      </div>
    );
  };

  return (
    <div className="fs-field fs-field--date" data-testid={testId}>
      <span className="fs-field__label">{label}</span>
      <DatePicker
        aria-label={label}
        variant="borderless"
        value={value ? dayjs(value) : null}
        placeholder={props.placeholder ?? '请选择日期'}
        format={(d) => d.format('M月D日 ddd')}
        allowClear={false}
        inputReadOnly
        suffixIcon={null}
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          onOpenChange?.(o);
        }}
        disabledDate={(d) => d.isBefore(minDay, 'day') || d.isAfter(maxDay, 'day')}
        cellRender={cellRender}
        renderExtraFooter={footer ? () => footer : undefined}
        classNames={{ popup: { root: 'fs-date-popup' } }}
        onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
      />
    </div>
  );
}
