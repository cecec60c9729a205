import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useAppQueryClient } from './query-hooks';

/** A draft's check: the body to send, or each field's message. */
export type DraftCheck<D, B> = (
  draft: D,
) => { body: B; errors: null } | { body: null; errors: Partial<Record<keyof D, string>> };

/**
 * A request form's state: the draft, its messages once a send was tried (then as typed), and a
 * submit that sends the checked body once (a write, never retried) and hands the answer on.
 */
export function useDraftForm<D extends object, B, R>(opts: {
  empty: D;
  check: DraftCheck<D, B>;
  send: (body: B) => Promise<R>;
  onDone: (answer: R) => void;
}) {
  const client = useAppQueryClient();
  const [draft, setDraft] = useState<D>(opts.empty);
  const [tried, setTried] = useState(false);
  const mutation = useMutation({ mutationFn: opts.send, onSuccess: opts.onDone }, client);
  const errors: Partial<Record<keyof D, string>> = tried ? (opts.check(draft).errors ?? {}) : {};
  const set = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));
  /** A text field's value, message and change handler. */
  const text = (key: keyof D) => ({
    value: draft[key] as string,
    error: errors[key],
    onChange: (v: string) => set({ [key]: v } as Partial<D>),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    const { body } = opts.check(draft);
    if (body) mutation.mutate(body);
  };
  return { draft, errors, set, text, submit, pending: mutation.isPending };
}
