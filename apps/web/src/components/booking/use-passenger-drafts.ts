import { useState } from 'react';
import type { SavedPassengerView } from '@lvxing/shared';
import { fromSaved, type FieldErrors, type PassengerDraft } from './passenger-draft';

export interface PassengerDraftsOptions<D extends PassengerDraft> {
  initialCount: number;
  /** Most passengers an order takes (flights 9, trains and coaches 5). */
  max: number;
  /** A new blank passenger, or one filled from a saved passenger. */
  make: (fill?: Partial<PassengerDraft>) => D;
  /** All errors of a passenger. */
  validate: (d: D) => FieldErrors;
  /** The member may save more 常用旅客 (保存为常用旅客 is offered): false when the list is full. */
  canKeep?: boolean;
}

const isBlank = (d: PassengerDraft) => !d.saved && !d.name.trim() && !d.idNo.trim();

/**
 * The passenger list of a booking form (any kind): drafts, add/remove, the member's saved
 * passengers picked in and out, and errors shown once a field was left or the form was submitted.
 */
export function usePassengerDrafts<D extends PassengerDraft>(opts: PassengerDraftsOptions<D>) {
  const { initialCount, max, make, validate } = opts;
  const [drafts, setDrafts] = useState<D[]>(() =>
    Array.from({ length: Math.min(Math.max(initialCount, 1), max) }, () => make()),
  );
  const [touched, setTouched] = useState<Record<string, Set<string>>>({});
  const [submitted, setSubmitted] = useState(false);

  const errorsOf = (d: D): FieldErrors => {
    const all = validate(d);
    // a saved passenger has nothing to type: what it lacks (a passport…) is said at once
    if (submitted || d.saved) return all;
    const seen = touched[d.key];
    return Object.fromEntries(Object.entries(all).filter(([f]) => seen?.has(f))) as FieldErrors;
  };

  const update = (next: D) => setDrafts((list) => list.map((d) => (d.key === next.key ? next : d)));
  const blur = (key: string, field: string) =>
    setTouched((t) => ({ ...t, [key]: new Set([...(t[key] ?? []), field]) }));
  const add = () => setDrafts((list) => (list.length < max ? [...list, make()] : list));
  const remove = (key: string) =>
    setDrafts((list) => (list.length > 1 ? list.filter((d) => d.key !== key) : list));

  /** Adds a saved passenger (into the first blank row), or removes them when already listed. */
  const toggleSaved = (p: SavedPassengerView) =>
    setDrafts((list) => {
      const at = list.findIndex((d) => d.saved?.id === p.id);
      if (at >= 0) return list.length > 1 ? list.filter((_, i) => i !== at) : [make()];
      const filled = make(fromSaved(p));
      const blank = list.findIndex(isBlank);
      if (blank >= 0) return list.map((d, i) => (i === blank ? filled : d));
      return list.length < max ? [...list, filled] : list;
    });

  /** Shows every error; true when all passengers are valid. */
  const validateAll = () => {
    setSubmitted(true);
    return drafts.every((d) => Object.keys(validate(d)).length === 0);
  };

  /** The props of passenger `d`'s card (at `index`): its errors, editing and removing. */
  const cardProps = (d: D, index: number) => ({
    index,
    draft: d,
    errors: errorsOf(d),
    removable: drafts.length > 1,
    canKeep: opts.canKeep ?? true,
    onChange: update,
    onBlur: (field: string) => blur(d.key, field),
    onRemove: () => remove(d.key),
  });

  return {
    drafts,
    max,
    errorsOf,
    update,
    blur,
    add,
    remove,
    toggleSaved,
    validate: validateAll,
    cardProps,
  };
}

export type PassengerDraftsForm<D extends PassengerDraft> = ReturnType<
  typeof usePassengerDrafts<D>
>;
