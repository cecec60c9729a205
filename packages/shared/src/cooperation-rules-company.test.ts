import { describe, expect, it } from 'vitest';
import { companyFieldErrors, type CompanyFields } from './cooperation-rules';
import { companySubmitBody } from './schemas/cooperation';

const valid: CompanyFields = {
  companyName: '杭州云帆科技有限公司',
  creditCode: '91350100M000100Y43',
  contactName: '李经理',
  position: '行政经理',
  mobile: '13900004444',
  email: 'li@example.com',
  products: ['FLIGHT', 'HOTEL'],
  remarks: '',
  consent: true,
};

/** The schema's first message per field for the same form. */
function schemaErrors(f: CompanyFields) {
  const parsed = companySubmitBody.safeParse({
    ...f,
    companySize: 'S50_199',
    travelVolume: 'W50_200',
  });
  const errors: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the company-travel form’s checks without zod', () => {
  const cases: Partial<CompanyFields>[] = [
    {},
    { companyName: '' },
    { companyName: '司' },
    { companyName: '企'.repeat(61) },
    { creditCode: '' },
    { creditCode: '91350100M000100Y44' },
    { creditCode: ' 91350100m000100y43 ' },
    { contactName: '' },
    { position: '职'.repeat(31) },
    { mobile: '' },
    { mobile: '12345678901' },
    { email: 'not-mail' },
    { products: [] },
    { remarks: '备'.repeat(501) },
    { consent: false },
  ];
  it.each(cases)('say what the contract says for %o', (over) => {
    const f = { ...valid, ...over };
    expect(companyFieldErrors(f)).toEqual(schemaErrors(f));
  });

  it('accept a whole form the contract accepts', () => {
    expect(companyFieldErrors(valid)).toEqual({});
    expect(
      companySubmitBody.safeParse({ ...valid, companySize: 'S1_49', travelVolume: 'UNDER_50W' })
        .success,
    ).toBe(true);
  });
});
