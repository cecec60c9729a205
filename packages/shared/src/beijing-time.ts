/**
 * Beijing time is UTC+8 all year: China has observed no daylight saving time since 1991 (IANA tz
 * database, Asia/Shanghai). Shifting an instant by 8 hours and reading it as UTC gives the local
 * clock — the same answer as `Intl.DateTimeFormat` with `timeZone: 'Asia/Shanghai'` for any instant
 * after 1991 (property-tested in beijing-time.test.ts), without the formatter: building one loads
 * the time-zone data, tens of milliseconds on a slow phone, and each call costs more on the
 * server's hot paths.
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * The Beijing wall clock of an instant as an ISO-like string `YYYY-MM-DDTHH:mm:ss.sssZ` (the
 * trailing Z is not UTC here: read the fields, not the zone). Slice it: `[0, 10]` is the local
 * date, `[11, 16]` the local time `HH:mm`.
 */
export function beijingIso(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString();
}
