import { useState } from 'react';
import { keepBookedPassengers, useSavedPassengers } from '@/lib/saved-passengers';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { contactErrors, type ContactDraft, type ContactErrors } from './contact';
import { passengersToKeep, type PassengerDraft } from './passenger-draft';

/**
 * What every booking form (flights, trains, coaches) shares around its passengers: the member's
 * saved passengers (常用旅客, from the server), the contact (prefilled with the member's mobile)
 * and its errors, the check before submitting, and saving the typed-in passengers after a booking.
 */
export function useBookingCheckout() {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  const isMobile = useUserStore((s) => s.isMobile);
  const saved = useSavedPassengers();
  // 保存为常用旅客 is offered while the member's list has room
  const canKeep = !saved.known || saved.items.length < saved.max;
  const [contact, setContact] = useState<ContactDraft>({ name: '', mobile });
  const [contactShown, setContactShown] = useState<ContactErrors>({});

  /**
   * Saves the typed-in passengers whose 保存为常用旅客 is ticked (after a booking), in the
   * background: a failure (already saved, list full) is never shown.
   */
  const remember = (drafts: readonly PassengerDraft[]) =>
    void keepBookedPassengers(mobile, passengersToKeep(drafts));

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

  return { isMobile, saved, canKeep, contact, setContact, contactShown, remember, ready };
}

export type BookingCheckout = ReturnType<typeof useBookingCheckout>;
