import {
  normalizePersonName,
  officialFieldErrors,
  type BudgetLevel,
  type OfficialOrgType,
  type OfficialService,
  type OfficialSubmitBody,
} from '@lvxing/shared';

/** The cooperation form as typed (numbers as text until sent). */
export interface OfficialDraft {
  orgName: string;
  orgType: OfficialOrgType;
  creditCode: string;
  budgetLevel: BudgetLevel;
  region: string;
  contactName: string;
  position: string;
  mobile: string;
  email: string;
  services: OfficialService[];
  yearlyTrips: string;
  officialCard: 'YES' | 'NO';
  remarks: string;
  consent: boolean;
}

export const EMPTY_OFFICIAL: OfficialDraft = {
  orgName: '',
  orgType: 'PARTY_GOV',
  creditCode: '',
  budgetLevel: 'CITY',
  region: '',
  contactName: '',
  position: '',
  mobile: '',
  email: '',
  services: ['GOV_FLIGHT'],
  yearlyTrips: '',
  officialCard: 'YES',
  remarks: '',
  consent: false,
};

export type OfficialErrors = Partial<Record<keyof OfficialDraft, string>>;

/**
 * The draft's problems by field (the contract's messages, without loading zod: the shared
 * `officialFieldErrors`), or the body to send.
 */
export function checkOfficial(
  d: OfficialDraft,
): { body: OfficialSubmitBody; errors: null } | { body: null; errors: OfficialErrors } {
  const errors = officialFieldErrors(d);
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      ...d,
      orgName: d.orgName.trim(),
      creditCode: d.creditCode.trim().toUpperCase(),
      region: d.region.trim(),
      contactName: normalizePersonName(d.contactName),
      position: d.position.trim(),
      email: d.email.trim(),
      remarks: d.remarks.trim(),
      yearlyTrips: Number(d.yearlyTrips.trim()),
      officialCard: d.officialCard === 'YES',
      consent: true,
    },
    errors: null,
  };
}
