import { describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@lvxing/shared';
import { pageDataBlock } from './page-render';

describe('pageDataBlock (answers put into a server-rendered page)', () => {
  it('writes a JSON block no value can break out of, read back as it was', () => {
    const data = { 'flight-offer:X': { name: '</script><script>alert(1)</script>', n: 1 } };
    const block = pageDataBlock(data);
    const open = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">`;
    expect(block.startsWith(open)).toBe(true);
    expect(block.endsWith('</script>')).toBe(true);
    const body = block.slice(open.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(data);
  });

  it('writes nothing when there is no data', () => {
    expect(pageDataBlock({})).toBe('');
  });
});
