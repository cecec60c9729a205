import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textArrayParam } from '../src/db/text-array-param';
import { freshDatabase } from './helper';

// The array literal is written by hand (once per array): whatever the elements hold, the
// database must read back exactly the strings given, in order.

const database = await freshDatabase();

async function roundTrip(values: string[]): Promise<string[]> {
  const result = await database.db.execute(sql`select unnest(${textArrayParam(values)}) as v`);
  return (result as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
}

describe('textArrayParam', () => {
  it('reads back ids as given', async () => {
    const ids = ['H310100-001-R1', 'H310100-001-R2', 'H110100-150-R6'];
    expect(await roundTrip(ids)).toEqual(ids);
  });

  it('keeps quotes, backslashes, commas, braces, spaces, NULL and Chinese as they are', async () => {
    const odd = ['a"b', 'c\\d', 'e,f', '{g}', ' h ', 'NULL', '', '如家·人民广场店', '\\"'];
    expect(await roundTrip(odd)).toEqual(odd);
  });

  it('gives the same literal for the same array, a new one for another', async () => {
    const ids = ['x', 'y'];
    expect(await roundTrip(ids)).toEqual(['x', 'y']);
    expect(await roundTrip(ids)).toEqual(['x', 'y']);
    expect(await roundTrip(['y', 'x'])).toEqual(['y', 'x']);
  });
});
