import { useState } from 'react';
import {
  fromSaved,
  newDraft,
  type FieldErrors,
  type PassengerDraft,
} from '@/components/booking/passenger-draft';
import type { SavedPassengerView } from '@/lib/saved-passengers';
import { ui } from '@/lib/ui-bridge';
import type { TourParty } from './book-query';
import { fitDrafts, travellerErrors, type TravellerTrip } from './tour-traveller';

const isBlank = (d: PassengerDraft) => !d.saved && !d.name.trim() && !d.idNo.trim();

/**
 * The travellers of a tour booking, one place each for the party's adults then its children:
 * drafts refitted when the party changes, saved passengers (常用旅客) picked into the first blank
 * place, errors shown once a field was left or the form was sent. Outbound tours start each
 * place on a passport.
 */
export function useTravellers(party: TourParty, trip: TravellerTrip) {
  const make = (fill: Partial<PassengerDraft> = {}) => newDraft(trip.outbound ? 'B' : '1', fill);
  const [drafts, setDrafts] = useState<PassengerDraft[]>(() =>
    fitDrafts([], { adults: 0 }, { adults: party.adults, children: party.children.length }, make),
  );
  const [touched, setTouched] = useState<Record<string, Set<string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const childAt = (i: number) => party.children[i - party.adults] ?? null;
  const allErrors = (d: PassengerDraft, i: number) => travellerErrors(d, trip, childAt(i));
  const errorsOf = (d: PassengerDraft, i: number): FieldErrors => {
    const all = allErrors(d, i);
    if (submitted || d.saved) return all;
    const seen = touched[d.key];
    return Object.fromEntries(Object.entries(all).filter(([f]) => seen?.has(f))) as FieldErrors;
  };

  /** The places refitted from the party before (`was`) to `now`. */
  const refit = (was: TourParty, now: TourParty) =>
    setDrafts((list) =>
      fitDrafts(list, was, { adults: now.adults, children: now.children.length }, make),
    );
  const update = (next: PassengerDraft) =>
    setDrafts((list) => list.map((d) => (d.key === next.key ? next : d)));
  const blur = (key: string, field: string) =>
    setTouched((t) => ({ ...t, [key]: new Set([...(t[key] ?? []), field]) }));

  /** A saved passenger into the first blank place, or out of the list when already in it. */
  const toggleSaved = (p: SavedPassengerView) => {
    const listed = drafts.find((d) => d.saved?.id === p.id);
    const blank = drafts.find(isBlank);
    // the place keeps its key: its card stays where it is
    if (listed) update({ ...make(), key: listed.key });
    else if (blank) update({ ...make(fromSaved(p)), key: blank.key });
    else ui.toast('warning', '出游人已填满，如需更换请先清空一位或增加人数');
  };

  /** Shows every error; true when every traveller is fine. */
  const validate = () => {
    setSubmitted(true);
    return drafts.every((d, i) => Object.keys(allErrors(d, i)).length === 0);
  };

  return {
    drafts,
    adults: party.adults,
    childAt,
    errorsOf,
    refit,
    update,
    blur,
    toggleSaved,
    validate,
  };
}

export type TravellersForm = ReturnType<typeof useTravellers>;
