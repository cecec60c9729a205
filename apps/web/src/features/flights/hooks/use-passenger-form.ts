import { useState } from 'react';
import type { IdType } from '@lvxing/shared';
import {
  draftErrors,
  newDraft,
  type DraftErrors,
  type PassengerDraft,
} from '../lib/passenger-draft';
import type { SavedPassenger } from '../lib/saved-passengers';

export const MAX_BOOK_PASSENGERS = 9;

const isBlank = (d: PassengerDraft) => !d.name.trim() && !d.idNo.trim();

/** The passenger list of the booking form: drafts, errors shown after blur or submit. */
export function usePassengerForm(flightDate: string, idType: IdType, initialCount: number) {
  const [drafts, setDrafts] = useState<PassengerDraft[]>(() =>
    Array.from({ length: Math.min(Math.max(initialCount, 1), MAX_BOOK_PASSENGERS) }, () =>
      newDraft(idType),
    ),
  );
  const [touched, setTouched] = useState<Record<string, Set<keyof DraftErrors>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorsOf = (d: PassengerDraft): DraftErrors => {
    const all = draftErrors(d, flightDate);
    if (submitted) return all;
    const seen = touched[d.key];
    return Object.fromEntries(
      Object.entries(all).filter(([f]) => seen?.has(f as keyof DraftErrors)),
    ) as DraftErrors;
  };

  const update = (next: PassengerDraft) =>
    setDrafts((list) => list.map((d) => (d.key === next.key ? next : d)));
  const blur = (key: string, field: keyof DraftErrors) =>
    setTouched((t) => ({ ...t, [key]: new Set([...(t[key] ?? []), field]) }));
  const add = () =>
    setDrafts((list) => (list.length < MAX_BOOK_PASSENGERS ? [...list, newDraft(idType)] : list));
  const remove = (key: string) =>
    setDrafts((list) => (list.length > 1 ? list.filter((d) => d.key !== key) : list));

  /** Adds a frequent passenger (into the first blank row), or removes them when already listed. */
  const toggleSaved = (p: SavedPassenger) =>
    setDrafts((list) => {
      const at = list.findIndex((d) => d.idType === p.idType && d.idNo === p.idNo);
      if (at >= 0) return list.length > 1 ? list.filter((_, i) => i !== at) : [newDraft(idType)];
      const filled = newDraft(p.idType, { ...p });
      const blank = list.findIndex(isBlank);
      if (blank >= 0) return list.map((d, i) => (i === blank ? filled : d));
      return list.length < MAX_BOOK_PASSENGERS ? [...list, filled] : list;
    });

  /** Shows every error; true when all passengers are valid. */
  const validate = () => {
    setSubmitted(true);
    return drafts.every((d) => Object.keys(draftErrors(d, flightDate)).length === 0);
  };

  return { drafts, errorsOf, update, blur, add, remove, toggleSaved, validate };
}
