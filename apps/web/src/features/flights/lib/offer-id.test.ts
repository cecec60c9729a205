import { describe, expect, it } from 'vitest';
import { parseOfferId } from './offer-id';

describe('offer id parser', () => {
  it('reads flight number, date, cabin and vendor', () => {
    expect(parseOfferId('MU5101.2026-11-25.Y.FS-MU')).toEqual({
      flightNo: 'MU5101',
      date: '2026-11-25',
      cabin: 'Y',
      vendorCode: 'FS-MU',
    });
    expect(parseOfferId('3U8881.2026-01-02.C.AG-01')?.cabin).toBe('C');
  });

  it('keeps dots inside the vendor code', () => {
    expect(parseOfferId('CA1501.2026-11-25.F.AG.X')?.vendorCode).toBe('AG.X');
  });

  it('rejects anything else', () => {
    for (const bad of [
      null,
      '',
      'MU5101',
      'MU5101.2026-11-25.Y',
      'MU5101.2026-11-25.Y.',
      'mu5101.2026-11-25.Y.FS-MU',
      'MU5101.2026-13-45.Y.FS-MU',
      'MU5101.20261125.Y.FS-MU',
      'MU5101.2026-11-25.Z.FS-MU',
    ]) {
      expect(parseOfferId(bad)).toBeNull();
    }
  });
});
