import type { FormEvent } from 'react';
import type { SavedPassengerFull } from '@lvxing/shared';
import { useOptionalParts } from '../hooks/use-optional-parts';
import { usePassengerEditor } from '../hooks/use-passenger-editor';
import { useSavePassenger } from '../hooks/use-passenger-mutations';
import { editorDraftOf, newEditorDraft } from '../lib/passenger-form';
import { FormSection } from './form-section';
import { IdentityFields } from './identity-fields';
import { PassportFields } from './passport-fields';
import { SoldierFields } from './soldier-fields';
import { StudentFields } from './student-fields';

interface PassengerEditorProps {
  /** The saved passenger in full (编辑), or null (新增). */
  passenger: SavedPassengerFull | null;
  isMobile: boolean;
  onDone: () => void;
}

/**
 * 新增 / 编辑常用旅客: the identity fields, then the optional 护照信息, 学生资质 and 残疾军人 parts
 * (collapsible), 取消 and 保存. Errors show once a field was left or 保存 was pressed.
 */
export function PassengerEditor({ passenger, isMobile, onDone }: PassengerEditorProps) {
  const editor = usePassengerEditor(passenger ? editorDraftOf(passenger) : newEditorDraft());
  const save = useSavePassenger(onDone);
  const section = useOptionalParts(editor, passenger);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const body = editor.submit();
    if (body) save.mutate(body);
    else document.querySelector('.trav-editor .has-error')?.scrollIntoView({ block: 'center' });
  };
  const title = passenger ? '编辑常用旅客' : '新增常用旅客';

  return (
    <form
      className="card trav-editor"
      aria-labelledby="trav-editor-title"
      onSubmit={onSubmit}
      noValidate
    >
      <header className="trav-editor__head">
        <h2 id="trav-editor-title">{title}</h2>
        <span className="book-card__sub">请填写与乘车、乘机证件一致的信息</span>
      </header>
      <IdentityFields editor={editor} />
      <FormSection {...section('passport')} title="护照信息" removeText="删除护照信息">
        <PassportFields editor={editor} />
      </FormSection>
      <FormSection {...section('student')} title="学生资质" removeText="删除学生资质">
        <StudentFields editor={editor} saved={passenger?.student ?? null} />
      </FormSection>
      <FormSection
        {...section('disabledSoldier')}
        title="残疾军人/伤残人民警察"
        removeText="删除残疾军人证件"
      >
        <SoldierFields editor={editor} />
      </FormSection>
      <div className={isMobile ? 'trav-editor__actions m-submit-bar' : 'trav-editor__actions'}>
        <button type="button" className="btn btn--ghost" onClick={onDone}>
          取消
        </button>
        <button
          type="submit"
          className="btn btn--brand trav-editor__save"
          disabled={save.isPending}
          data-testid="editor-save"
        >
          保存
        </button>
      </div>
    </form>
  );
}
