// Field schemas every request schema builds on: free text, dates and names. Each takes the field's
// Chinese label and names it in every message. The rules themselves live zod-free beside them
// (text-rules.ts, calendar.ts, field-rules.ts), so booking forms can use them too.
import { z } from 'zod';
import {
  birthDateRange,
  dateFieldError,
  passportDateRange,
  travelDateRange,
  TRAVEL_DATE_DAYS,
  type DateRange,
} from '../calendar';
import { NAME_MAX_LENGTH, normalizePersonName, personNameError } from '../field-rules';
import { codePointLength, textCharsError } from '../text-rules';
import './messages';

/** Options of a free-text field. */
export interface TextFieldOptions {
  /** Fewest code points after trimming (default 0; 1 makes the field required and non-blank). */
  min?: number;
  /** Most code points after trimming. */
  max: number;
  /** Tab and line breaks allowed (a text area); other control characters never are. */
  multiline?: boolean;
  /** Message when the field is missing or empty (default 请填写<label>). */
  required?: string;
}

/**
 * A free-text field: a string, trimmed, `min`–`max` code points, with no control characters (nor
 * lone surrogates): text-rules.ts. Messages name the field by `label`; the length comes first.
 */
export function textField(label: string, opts: TextFieldOptions) {
  const required = opts.required ?? `请填写${label}`;
  const min = opts.min ?? 0;
  return z
    .string({ error: (iss) => (iss.input === undefined ? required : `${label}应为文字`) })
    .trim()
    .superRefine((v, ctx) => {
      const len = codePointLength(v);
      const message =
        min > 0 && len === 0
          ? required
          : len < min
            ? `${label}至少${min}个字符`
            : len > opts.max
              ? `${label}最多${opts.max}个字符`
              : textCharsError(v, label, opts.multiline);
      if (message) ctx.addIssue({ code: 'custom', message, input: v });
    })
    .meta({ minLength: min, maxLength: opts.max });
}

function dateField(label: string, range: (now: Date) => DateRange) {
  return z
    .string({
      error: (iss) => (iss.input === undefined ? `请选择${label}` : `${label}格式应为 YYYY-MM-DD`),
    })
    .superRefine((v, ctx) => {
      const message = dateFieldError(v, label, range(new Date()));
      if (message) ctx.addIssue({ code: 'custom', message, input: v });
    })
    .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
}

/**
 * A travel date `YYYY-MM-DD`: a real day of the Beijing calendar from yesterday (or `pastDays`
 * back, for look-ups) to 366 days ahead (calendar.ts TRAVEL_DATE_DAYS says why). Each service
 * still checks its own sale window (14006, 17004, 18002…). The range is read from the real clock
 * when the request is parsed.
 */
export function travelDateField(label: string, pastDays: number = TRAVEL_DATE_DAYS.past) {
  return dateField(label, (now) => travelDateRange(now, pastDays));
}

/** A passport's issue or expiry date `YYYY-MM-DD` (calendar.ts passportDateRange). */
export function passportDateField(label: string, which: 'issue' | 'expiry') {
  return dateField(label, (now) => passportDateRange(now, which));
}

/** A birth date `YYYY-MM-DD`: a real day from 1900-01-01 to today (Beijing). */
export function birthDateField(label = '出生日期') {
  return dateField(label, birthDateRange);
}

/**
 * A person's name (field-rules.ts personNameError: Han characters incl. 生僻字 with middle dots,
 * or Latin passport letters; too long reported first), answered normalised (dots as U+00B7).
 */
export function personNameField(label: string) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? `请输入${label}` : `${label}应为文字`) })
    .superRefine((v, ctx) => {
      const message = personNameError(label, v);
      if (message) ctx.addIssue({ code: 'custom', message, input: v });
    })
    .overwrite(normalizePersonName)
    .meta({ maxLength: NAME_MAX_LENGTH.latin });
}
