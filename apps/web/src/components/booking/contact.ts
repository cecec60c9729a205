import { contactSchema } from '@lvxing/shared';

/** The contact of an order as the booking form holds it. */
export interface ContactDraft {
  name: string;
  mobile: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, string>>;

/** Field errors of the contact (the shared contact schema). */
export function contactErrors(c: ContactDraft): ContactErrors {
  const r = contactSchema.safeParse({ name: c.name.trim(), mobile: c.mobile });
  const errors: ContactErrors = {};
  if (!r.success) {
    for (const issue of r.error.issues) {
      const f = issue.path[0] as keyof ContactDraft;
      errors[f] ??= issue.message;
    }
  }
  return errors;
}

/** The contact as the booking bodies take it. */
export const contactInput = (c: ContactDraft) => ({ name: c.name.trim(), mobile: c.mobile });
