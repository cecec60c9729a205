import { BEIJING_OFFSET_MS } from './beijing-time';

/**
 * A place's offset from UTC as travellers read it beside a local time (`UTC+9`, `UTC-8`,
 * `UTC+5:30`), or '' at Beijing's own offset (+480 minutes), where no label is shown.
 * @param utcOffsetMinutes minutes east of UTC (Tokyo 540, Los Angeles −480 in winter)
 */
export function utcOffsetLabel(utcOffsetMinutes: number): string {
  if (utcOffsetMinutes === BEIJING_OFFSET_MS / 60_000) return '';
  const abs = Math.abs(utcOffsetMinutes);
  const minutes = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : '';
  return `UTC${utcOffsetMinutes < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes}`;
}
