// Character rules of free-text request fields, without zod (schemas/fields.ts builds every text
// field on them; field-rules.ts uses them for names). PostgreSQL refuses U+0000 in text, and
// control characters or broken UTF-16 in a stored name or reason only cause trouble later.

/** Unicode general category Cc: C0 controls U+0000–U+001F, DEL U+007F, C1 controls U+0080–U+009F. */
const CONTROL = /\p{Cc}/u;
/** Line breaks and tabs, allowed in multi-line fields. */
const LINE_CHARS = /[\t\n\r]/g;
/** With the u flag a surrogate pair is one code point, so this matches lone surrogates only. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/** Length in Unicode code points (what PostgreSQL's `varchar(n)` counts, and a reader sees). */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
}

/**
 * The message for characters a text field may not hold, or null: control characters (category
 * Cc, C0 and C1, including NUL) anywhere, except tab, line feed and carriage return when the field
 * is `multiline`; and lone surrogates (UTF-16 that encodes no character; WHATWG Encoding turns
 * them into U+FFFD, so what is stored would differ from what was sent).
 */
export function textCharsError(value: string, label: string, multiline = false): string | null {
  if (CONTROL.test(multiline ? value.replace(LINE_CHARS, '') : value)) {
    return `${label}不能包含控制字符`;
  }
  if (LONE_SURROGATE.test(value)) return `${label}包含无法识别的字符`;
  return null;
}
