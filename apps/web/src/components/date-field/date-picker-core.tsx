import { lazy, Suspense, useState } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@/lib/dayjs';
import { AntdProvider } from '../antd-provider';
import { formatYuan } from '../money';
import { DATE_FORMAT, type DatePickerFieldProps, type DayMark } from './date-picker-field';
import type { HolidayMarks } from './holidays';
import { useHolidayMarks } from './use-holiday-marks';

// the phone's sheet in a chunk of its own: the pages that load the calendar list no more for it
const DateSheet = lazy(() => import('./date-sheet'));

/** Day marks from the holiday schedule (none until it has loaded). */
const holidayMarks =
  (mark: HolidayMarks | null) =>
  (date: string): DayMark | undefined => {
    const holiday = mark?.(date);
    return holiday ? { holiday } : undefined;
  };

/**
 * antd's calendar with each day's holiday mark and price, loaded when the field is first used
 * (it mounts open); on a phone the full-screen sheet (date-sheet.tsx) instead of antd's pop-up.
 */
export default function DatePickerCore(props: DatePickerFieldProps & { isMobile: boolean }) {
  const { label, value, onChange, min, max, onOpenChange, footer } = props;
  const [open, setOpen] = useState(true);
  const minDay = dayjs(min);
  const maxDay = max ? dayjs(max) : dayjs().add(1, 'year');
  const holidayMark = useHolidayMarks(min, maxDay.format('YYYY-MM-DD'));
  const marks = props.holidays ? holidayMarks(holidayMark) : props.marks;
  const setShown = (o: boolean) => {
    setOpen(o);
    onOpenChange?.(o);
  };

  if (props.isMobile)
    return (
      <AntdProvider>
        <span className="lite-picker">
          <input
            readOnly
            aria-label={label}
            value={value ? dayjs(value).format(DATE_FORMAT) : ''}
            placeholder={props.placeholder ?? '请选择日期'}
            onClick={() => setShown(true)}
          />
        </span>
        <Suspense fallback={null}>
          <DateSheet
            open={open}
            title={`选择${label}`}
            value={value}
            min={minDay}
            max={maxDay}
            marks={marks}
            footer={footer}
            onPick={(d) => {
              onChange(d);
              setShown(false);
            }}
            onClose={() => setShown(false)}
          />
        </Suspense>
      </AntdProvider>
    );

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
    <AntdProvider>
      <DatePicker
        aria-label={label}
        autoFocus
        variant="borderless"
        value={value ? dayjs(value) : null}
        placeholder={props.placeholder ?? '请选择日期'}
        format={(d) => d.format(DATE_FORMAT)}
        allowClear={false}
        inputReadOnly
        suffixIcon={null}
        open={open}
        onOpenChange={setShown}
        disabledDate={(d) => d.isBefore(minDay, 'day') || d.isAfter(maxDay, 'day')}
        cellRender={cellRender}
        renderExtraFooter={footer ? () => footer : undefined}
        classNames={{ popup: { root: 'fs-date-popup' } }}
        onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
      />
    </AntdProvider>
  );
}
