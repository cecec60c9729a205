import {
  companyFieldErrors,
  normalizePersonName,
  type CompanyProduct,
  type CompanySize,
  type CompanySubmitBody,
  type CompanyTravelVolume,
} from '@lvxing/shared';

/** The company application as typed. */
export interface CompanyDraft {
  companyName: string;
  creditCode: string;
  companySize: CompanySize;
  contactName: string;
  position: string;
  mobile: string;
  email: string;
  travelVolume: CompanyTravelVolume;
  products: CompanyProduct[];
  remarks: string;
  consent: boolean;
}

export const EMPTY_COMPANY: CompanyDraft = {
  companyName: '',
  creditCode: '',
  companySize: 'S50_199',
  contactName: '',
  position: '',
  mobile: '',
  email: '',
  travelVolume: 'UNDER_50W',
  products: ['FLIGHT', 'HOTEL'],
  remarks: '',
  consent: false,
};

export type CompanyErrors = Partial<Record<keyof CompanyDraft, string>>;

/**
 * The draft's problems by field (the contract's messages, without loading zod: the shared
 * `companyFieldErrors`), or the body to send.
 */
export function checkCompany(
  d: CompanyDraft,
): { body: CompanySubmitBody; errors: null } | { body: null; errors: CompanyErrors } {
  const errors = companyFieldErrors(d);
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      ...d,
      companyName: d.companyName.trim(),
      creditCode: d.creditCode.trim().toUpperCase(),
      contactName: normalizePersonName(d.contactName),
      position: d.position.trim(),
      email: d.email.trim(),
      remarks: d.remarks.trim(),
      consent: true,
    },
    errors: null,
  };
}
