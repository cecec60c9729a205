import { lazy, Suspense, useState, type ReactNode } from 'react';
import { dayjs } from '@/lib/dayjs';
import { useUserStore } from '@/stores/user-store';
import '../lite/lite.css';
// the phone's calendar sheet (date-sheet.tsx, loaded with the calendar): styled with the page
import './date-sheet.css';

const DatePickerCore = lazy(() => import('./date-picker-core'));

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
  /** Mark Chinese public holidays and 调休 working days (instead of `marks`). */
  holidays?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Under the calendar (e.g. the sale window). */
  footer?: ReactNode;
  placeholder?: string;
  testId?: string;
}

/** How the field shows its day. */
export const DATE_FORMAT = 'M月D日 ddd';

/**
 * A search-form date field. It first renders as a plain read-only input showing the day; the
 * calendar (antd's, with holiday marks and prices) loads when the field is first clicked (or
 * Enter, Space, ↓ is pressed on it), and opens at once with the focus in its input.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const { label, value, testId } = props;
  const [active, setActive] = useState(false);
  const isMobile = useUserStore((s) => s.isMobile);
  const activate = () => {
    if (active) return;
    setActive(true);
    props.onOpenChange?.(true);
  };
  const plain = (
    <span className="lite-picker">
      <input
        readOnly
        aria-label={label}
        value={value ? dayjs(value).format(DATE_FORMAT) : ''}
        placeholder={props.placeholder ?? '请选择日期'}
        // on click (not on focus or mousedown): the calendar then mounts after the click is
        // over, so the click cannot count as one outside the just-opened popup
        onClick={activate}
        onKeyDown={(e) =>
          (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') && activate()
        }
      />
    </span>
  );
  return (
    <div className="fs-field fs-field--date" data-testid={testId}>
      <span className="fs-field__label">{label}</span>
      {active ? (
        <Suspense fallback={plain}>
          <DatePickerCore {...props} isMobile={isMobile} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
