import {
  officialSubmitBody,
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

/** The body the draft stands for (the server checks it again with the same schema). */
function bodyOf(d: OfficialDraft) {
  const trips = d.yearlyTrips.trim();
  return {
    ...d,
    yearlyTrips: trips === '' ? undefined : Number(trips),
    officialCard: d.officialCard === 'YES',
  };
}

/**
 * Checks the draft with the contract's own schema (officialSubmitBody), so the page says what
 * the server would: the first problem of each field, or the body to send.
 */
export function checkOfficial(
  d: OfficialDraft,
): { body: OfficialSubmitBody; errors: null } | { body: null; errors: OfficialErrors } {
  const parsed = officialSubmitBody.safeParse(bodyOf(d));
  if (parsed.success) return { body: parsed.data, errors: null };
  const errors: OfficialErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof OfficialDraft;
    errors[key] ??=
      key === 'yearlyTrips' && d.yearlyTrips.trim() === '' ? '请填写年出行人次' : issue.message;
  }
  return { body: null, errors };
}
