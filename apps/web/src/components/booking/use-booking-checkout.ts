import { useState } from 'react';
import { loadSavedPassengers, rememberPassengers } from '@/lib/saved-passengers';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { contactErrors, type ContactDraft, type ContactErrors } from './contact';
import type { PassengerDraft } from './passenger-draft';

/**
 * What every booking form (flights, trains, coaches) shares around its passengers: the member's
 * frequent passengers, the contact (prefilled with the member's mobile) and its errors, the
 * check before submitting, and remembering the passengers after a booking.
 */
export function useBookingCheckout() {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const isMobile = useUserStore((s) => s.isMobile);
  const [saved] = useState(() => loadSavedPassengers(mobile));
  const [contact, setContact] = useState<ContactDraft>({ name: '', mobile });
  const [contactShown, setContactShown] = useState<ContactErrors>({});

  /** Keeps the passengers as the member's frequent passengers (after a booking). */
  const remember = (drafts: readonly PassengerDraft[]) =>
    rememberPassengers(
      mobile,
      drafts.map(({ name, idType, idNo, birthDate }) => ({
        name: name.trim(),
        idType,
        idNo: idNo.trim().toUpperCase(),
        birthDate,
      })),
    );

  /**
   * True when the form may be sent: the passengers' fields are fine (`passengersOk`), their list
   * breaks no rule (`problem` null) and the contact is valid. Otherwise a warning (`problem`, or
   * 请检查<people>和联系人信息) and a scroll to the first error.
   */
  const ready = (passengersOk: boolean, problem: string | null, people: string): boolean => {
    const cErrors = contactErrors(contact);
    setContactShown(cErrors);
    if (passengersOk && !problem && !Object.keys(cErrors).length) return true;
    ui.toast('warning', problem ?? `请检查${people}和联系人信息`);
    document
      .querySelector('.has-error, .book-card__warn')
      ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    return false;
  };

  return { isMobile, saved, contact, setContact, contactShown, remember, ready };
}

export type BookingCheckout = ReturnType<typeof useBookingCheckout>;
