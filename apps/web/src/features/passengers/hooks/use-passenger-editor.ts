import { useState } from 'react';
import { editorErrors, type EditorErrors } from '../lib/editor-errors';
import { saveBodyOf, type EditorDraft } from '../lib/passenger-form';

/**
 * The edit form's state: the draft, and its errors shown once a field was left or 保存 was
 * pressed (field names as in editorErrors: `name`, `passport.no`, `student.school`…).
 */
export function usePassengerEditor(initial: EditorDraft) {
  const [draft, setDraft] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const all = editorErrors(draft);
  const errors: EditorErrors = submitted
    ? all
    : Object.fromEntries(Object.entries(all).filter(([f]) => touched.has(f)));

  const blur = (field: string) => setTouched((t) => new Set([...t, field]));
  const patch = (p: Partial<EditorDraft>) => setDraft((d) => ({ ...d, ...p }));

  /** The save body when the form is valid; else null, with every error shown. */
  const submit = () => {
    setSubmitted(true);
    return Object.keys(all).length ? null : saveBodyOf(draft);
  };
  return { draft, errors, patch, blur, submit };
}

export type PassengerEditorState = ReturnType<typeof usePassengerEditor>;
