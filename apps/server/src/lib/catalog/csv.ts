import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

/**
 * Rows of one seed CSV file as objects keyed by its header (UTF-8, BOM allowed, empty lines
 * skipped; empty fields are '').
 * @param dir the folder of the kind's seed files (a `new URL('./data/', import.meta.url)`)
 * @param file the file's name in it
 */
export function readCsv(dir: URL, file: string): Record<string, string>[] {
  const text = readFileSync(new URL(file, dir), 'utf8');
  return parse(text, { columns: true, skip_empty_lines: true, bom: true }) as Record<
    string,
    string
  >[];
}
