import { codePointLength, textCharsError } from '@lvxing/shared';

/**
 * The first problem of a free-text field as the shared schemas' `textField` words it (trimmed;
 * required, then too short, too long, then its characters), or undefined when it is fine.
 */
export function textError(
  label: string,
  value: string,
  opts: { min?: number; max: number; required?: string },
): string | undefined {
  const v = value.trim();
  const len = codePointLength(v);
  const min = opts.min ?? 0;
  if (min > 0 && len === 0) return opts.required ?? `请填写${label}`;
  if (len < min) return `${label}至少${min}个字符`;
  if (len > opts.max) return `${label}最多${opts.max}个字符`;
  return textCharsError(v, label) ?? undefined;
}
