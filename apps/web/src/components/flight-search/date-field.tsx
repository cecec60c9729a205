import { useEffect, useState } from 'react';
import type { Cabin } from '@lvxing/shared';
import { DatePickerField } from '../date-field/date-picker-field';
import { getFlightCalendar, type CalendarDay } from './flight-calendar';

interface DateFieldProps {
  label: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Earliest and last selectable days (YYYY-MM-DD). */
  min: string;
  max?: string;
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

/** A date field in the flight search form: the calendar with the day's lowest price and holiday. */
export function DateField(props: DateFieldProps) {
  const { route, min, ...rest } = props;
  const [open, setOpen] = useState(false);
  const days = useCalendarDays(route, min, open);
  return (
    <DatePickerField
      {...rest}
      min={min}
      onOpenChange={setOpen}
      marks={(date) => {
        const d = days.get(date);
        return d ? { holiday: d.holiday, priceFen: d.lowestPriceFen } : undefined;
      }}
    />
  );
}
