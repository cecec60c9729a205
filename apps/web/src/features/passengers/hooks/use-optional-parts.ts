import { useState } from 'react';
import {
  DISABILITY_CERT_LABEL,
  PROFILE_STATE_LABEL,
  type SavedPassengerFull,
} from '@lvxing/shared';
import { emptyPassport, emptySoldier, emptyStudent, type EditorDraft } from '../lib/passenger-form';
import type { PassengerEditorState } from './use-passenger-editor';

/** The optional parts of the edit form. */
export type Part = 'passport' | 'student' | 'disabledSoldier';
const EMPTY = { passport: emptyPassport, student: emptyStudent, disabledSoldier: emptySoldier };

/** What an optional part holds, beside its title. */
function summaries(d: EditorDraft, p: SavedPassengerFull | null): Record<Part, string> {
  const state = p?.student && d.student ? ` · ${PROFILE_STATE_LABEL[p.student.state]}` : '';
  return {
    passport: d.passport ? `${d.passport.no || '未填写号码'}` : '出境乘机时需要',
    student: d.student
      ? `${d.student.school || '未填写学校'}${d.student.homeCity ? ` · ${d.student.homeCity} ⇄ ${d.student.schoolCity}` : ''}${state}`
      : '购买学生票时需要',
    disabledSoldier: d.disabledSoldier
      ? DISABILITY_CERT_LABEL[d.disabledSoldier.certType]
      : '购买残疾军人优惠票时需要',
  };
}

/**
 * The open state of the edit form's optional parts (护照信息, 学生资质, 残疾军人证): opening one not
 * added yet adds it blank; removing one clears it. Returns the props of a part's FormSection.
 */
export function useOptionalParts(
  editor: PassengerEditorState,
  passenger: SavedPassengerFull | null,
) {
  const [open, setOpen] = useState<Record<Part, boolean>>({
    passport: false,
    student: false,
    disabledSoldier: false,
  });
  const { draft, patch } = editor;
  const toggle = (part: Part) => {
    if (!draft[part]) patch({ [part]: EMPTY[part]() });
    setOpen((o) => ({ ...o, [part]: !o[part] || !draft[part] }));
  };
  const remove = (part: Part) => {
    patch({ [part]: null });
    setOpen((o) => ({ ...o, [part]: false }));
  };
  return (part: Part) => ({
    id: `section-${part}`,
    added: draft[part] !== null,
    open: open[part],
    summary: summaries(draft, passenger)[part],
    onToggle: () => toggle(part),
    onRemove: () => remove(part),
  });
}
