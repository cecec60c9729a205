import { describe, expect, it } from 'vitest';
import { officialFieldErrors, type OfficialFields } from './cooperation-rules';
import { officialSubmitBody } from './schemas/cooperation';

const valid: OfficialFields = {
  orgName: '杭州市西湖区财政局',
  creditCode: '91350100M000100Y43',
  region: '浙江省杭州市西湖区',
  contactName: '王科长',
  position: '科长',
  mobile: '13900003333',
  email: 'wang@example.gov.cn',
  services: ['GOV_FLIGHT'],
  yearlyTrips: '1200',
  remarks: '',
  consent: true,
};

/** The schema's first message per field for the same form. */
function schemaErrors(f: OfficialFields) {
  const trips = f.yearlyTrips.trim();
  const parsed = officialSubmitBody.safeParse({
    ...f,
    orgType: 'PARTY_GOV',
    budgetLevel: 'CITY',
    officialCard: true,
    yearlyTrips: trips === '' ? undefined : Number(trips),
  });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  if (f.yearlyTrips.trim() === '' && errors.yearlyTrips) errors.yearlyTrips = '请填写年出行人次';
  return errors;
}

describe('the official-business form’s checks without zod', () => {
  const cases: Partial<OfficialFields>[] = [
    {},
    { orgName: '' },
    { orgName: '局' },
    { orgName: '单'.repeat(61) },
    { creditCode: '' },
    { creditCode: '91350100M000100Y44' },
    { creditCode: ' 91350100m000100y43 ' },
    { region: '' },
    { contactName: '' },
    { contactName: '王' },
    { position: '职'.repeat(31) },
    { mobile: '' },
    { mobile: '12345678901' },
    { email: 'not-mail' },
    { email: `${'a'.repeat(95)}@x.cn` },
    { services: [] },
    { yearlyTrips: '' },
    { yearlyTrips: '1.5' },
    { yearlyTrips: '-3' },
    { yearlyTrips: '2000000' },
    { remarks: '备'.repeat(501) },
    { consent: false },
  ];
  it.each(cases)('say what the contract says for %o', (over) => {
    const f = { ...valid, ...over };
    expect(officialFieldErrors(f)).toEqual(schemaErrors(f));
  });
});
