import { useEffect, useState } from 'react';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { Cabin } from '@lvxing/shared';
import { dayjs } from '@/lib/dayjs';
import { formatYuan } from '../money';
import { getFlightCalendar, type CalendarDay } from './flight-calendar';

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Earliest selectable day (YYYY-MM-DD). */
  min: string;
  /** Route for the prices shown in the calendar (optional). */
  route?: { from: string; to: string; cabin: Cabin } | null;
  placeholder?: string;
  testId?: string;
}

const SALE_DAYS = 62;

/** Prices and holidays of the next weeks on a route, loaded when the calendar opens. */
function useCalendarDays(route: DateFieldProps['route'], min: string, open: boolean) {
  const [days, setDays] = useState<Map<string, CalendarDay>>(new Map());
  const key = route && open ? `${route.from}-${route.to}-${route.cabin}-${min}` : null;
  useEffect(() => {
    if (!key || !route) return undefined;
    let live = true;
    getFlightCalendar({ ...route, startDate: min, days: SALE_DAYS, cabin: route.cabin }).then(
      (list) => live && setDays(new Map(list.map((d) => [d.date, d]))),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // the key covers the route
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return days;
}

/** A date field in the search form: antd's calendar with the day's lowest price and holiday. */
export function DateField(props: DateFieldProps) {
  const { label, value, onChange, min, route, placeholder = '请选择日期', testId } = props;
  const [open, setOpen] = useState(false);
  const days = useCalendarDays(route, min, open);
  const minDay = dayjs(min);

  const cellRender = (
    current: Dayjs | number | string,
    info: { type: string; originNode: React.ReactNode },
  ) => {
    if (info.type !== 'date' || typeof current !== 'object') return info.originNode;
    const day = days.get(current.format('YYYY-MM-DD'));
    return (
      <div className="ant-picker-cell-inner cal-cell">
        <span className="cal-cell__date">{current.date()}</span>
        {day?.holiday && <span className="cal-cell__holiday">{day.holiday}</span>}
        {day?.lowestPriceFen != null && (
          <span className="cal-cell__price">¥{formatYuan(day.lowestPriceFen)}</span>
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
        placeholder={placeholder}
        format={(d) => d.format('M月D日 ddd')}
        allowClear={false}
        inputReadOnly
        suffixIcon={null}
        open={open}
        onOpenChange={setOpen}
        disabledDate={(d) => d.isBefore(minDay, 'day') || d.isAfter(dayjs().add(1, 'year'))}
        cellRender={cellRender}
        classNames={{ popup: { root: 'fs-date-popup' } }}
        onChange={(d) => d && onChange(d.format('YYYY-MM-DD'))}
      />
    </div>
  );
}
