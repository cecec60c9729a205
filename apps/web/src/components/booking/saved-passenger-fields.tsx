import { ID_TYPE_LABEL, type IdType } from '@lvxing/shared';
import type { FieldErrors, PassengerDraft } from './passenger-draft';

/** The document a picked passenger travels on, as shown: its type and masked number. */
export function shownDocument(d: PassengerDraft, usePassport: boolean) {
  const passport = usePassport ? d.saved?.passport : null;
  if (passport) return { idType: 'B' as IdType, label: ID_TYPE_LABEL.B, number: passport.noMasked };
  return {
    idType: d.idType,
    label: d.saved?.idTypeLabel ?? ID_TYPE_LABEL[d.idType],
    number: d.idNo,
  };
}

interface SavedPassengerFieldsProps {
  draft: PassengerDraft;
  errors: FieldErrors;
  /** An international flight: the saved passport is the document. */
  usePassport: boolean;
  /** 修改: the passenger becomes a typed one (the number typed anew). */
  onEdit: (idType: IdType) => void;
}

/**
 * A passenger picked from the member's 常用旅客, read-only: the name, the document with its
 * masked number (the form never has the full one) and, for documents that do not carry one, the
 * birth date the rules read; what is missing for this booking is said under it.
 */
export function SavedPassengerFields({
  draft,
  errors,
  usePassport,
  onEdit,
}: SavedPassengerFieldsProps) {
  const doc = shownDocument(draft, usePassport);
  const problem = errors.idNo ?? errors.birthDate;
  return (
    <div className="saved-facts" data-testid="saved-passenger">
      <div className="saved-facts__row">
        <dl className="saved-facts__list">
          <div>
            <dt>姓名</dt>
            <dd data-testid="saved-passenger-name">{draft.name}</dd>
          </div>
          <div>
            <dt>{doc.label}</dt>
            <dd data-testid="saved-passenger-idno">{doc.number}</dd>
          </div>
          {doc.idType !== '1' && draft.birthDate && (
            <div>
              <dt>出生日期</dt>
              <dd>{draft.birthDate}</dd>
            </div>
          )}
        </dl>
        <button
          type="button"
          className="link-btn saved-facts__edit"
          aria-label={`修改乘客 ${draft.name} 的证件信息`}
          // abroad a passport is typed; at home the document shown
          onClick={() => onEdit(usePassport ? 'B' : doc.idType)}
        >
          修改
        </button>
      </div>
      {problem && (
        <p className="pf__error saved-facts__error" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
