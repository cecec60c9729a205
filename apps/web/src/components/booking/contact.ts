import { contactFieldErrors } from '@lvxing/shared';

/** The contact of an order as the booking form holds it. */
export interface ContactDraft {
  name: string;
  mobile: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

/** Field errors of the contact (the shared contact rules, without loading zod). */
export function contactErrors(c: ContactDraft): ContactErrors {
  return contactFieldErrors({ name: c.name.trim(), mobile: c.mobile });
}

/** The contact as the booking bodies take it. */
export const contactInput = (c: ContactDraft) => ({ name: c.name.trim(), mobile: c.mobile });
