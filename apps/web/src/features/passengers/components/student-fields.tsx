import { PROFILE_STATE_LABEL, type SavedPassengerFull } from '@lvxing/shared';
import { FormField } from '@/components/booking/form-field';
import { useBookingRules } from '@/components/booking-rules';
import { NativeSelect, TextInput } from '@/components/lite/fields';
import type { PassengerEditorState } from '../hooks/use-passenger-editor';
import { emptyStudent, type StudentDraft } from '../lib/passenger-form';
import { PROFILE_TONE } from '../lib/profile-state';
import { CityField } from './city-field';

const thisYear = new Date().getFullYear();
// a student enrolled up to 8 years ago (学制 is at most 8) may still be at school
const enrolYears = [
  { value: '', label: '请选择' },
  ...Array.from({ length: 9 }, (_, i) => String(thisYear - i)).map((y) => ({
    value: y,
    label: `${y}年`,
  })),
];
const lengths = [
  { value: '', label: '请选择' },
  ...Array.from({ length: 8 }, (_, i) => String(i + 1)).map((n) => ({ value: n, label: `${n}年` })),
];

/**
 * 学校名称, 入学年份, 学制, the 优惠区间 (家庭所在城市 ⇄ 学校所在城市, picked with the station search)
 * and 学号 (选填): a student profile, verified by the server when saved.
 */
export function StudentFields(props: {
  editor: PassengerEditorState;
  /** The profile as saved, with its 核验状态 (editing), else null. */
  saved: SavedPassengerFull['student'];
}) {
  const { editor, saved } = props;
  const { draft, errors, patch, blur } = editor;
  const { tripsPerSchoolYear } = useBookingRules('train').studentTickets;
  const s = draft.student ?? emptyStudent();
  const set = (next: Partial<StudentDraft>) => patch({ student: { ...s, ...next } });
  const pickCity = (field: 'homeCity' | 'schoolCity') => (city: string) => {
    set({ [field]: city });
    blur(`student.${field}`);
  };
  return (
    <div className="passenger__grid trav-editor__grid">
      {saved && <ProfileVerdict profile={saved} />}
      <FormField label="学校名称" error={errors['student.school']}>
        <TextInput
          value={s.school}
          maxLength={40}
          placeholder="与学生证一致"
          data-testid="editor-school"
          status={errors['student.school'] ? 'error' : undefined}
          onChange={(e) => set({ school: e.target.value })}
          onBlur={() => blur('student.school')}
        />
      </FormField>
      <FormField label="学号（选填）" error={errors['student.studentNo']}>
        <TextInput
          value={s.studentNo}
          maxLength={20}
          placeholder="学生证上的学号"
          onChange={(e) => set({ studentNo: e.target.value })}
          onBlur={() => blur('student.studentNo')}
        />
      </FormField>
      <FormField label="入学年份" error={errors['student.enrolYear']}>
        <NativeSelect<string>
          value={s.enrolYear}
          aria-label="入学年份"
          data-testid="editor-enrol-year"
          status={errors['student.enrolYear'] ? 'error' : undefined}
          options={enrolYears}
          onChange={(enrolYear) => set({ enrolYear })}
          onBlur={() => blur('student.enrolYear')}
        />
      </FormField>
      <FormField label="学制" error={errors['student.years']}>
        <NativeSelect<string>
          value={s.years}
          aria-label="学制"
          data-testid="editor-years"
          status={errors['student.years'] ? 'error' : undefined}
          options={lengths}
          onChange={(years) => set({ years })}
          onBlur={() => blur('student.years')}
        />
      </FormField>
      <FormField label="家庭所在城市" error={errors['student.homeCity']}>
        <CityField
          label="家庭所在城市"
          value={s.homeCity}
          invalid={!!errors['student.homeCity']}
          testId="editor-home-city"
          onPick={pickCity('homeCity')}
        />
      </FormField>
      <FormField label="学校所在城市" error={errors['student.schoolCity']}>
        <CityField
          label="学校所在城市"
          value={s.schoolCity}
          invalid={!!errors['student.schoolCity']}
          testId="editor-school-city"
          onPick={pickCity('schoolCity')}
        />
      </FormField>
      <p className="trav-editor__note">
        优惠区间为家庭所在城市与学校所在城市之间，学生票限在优惠区间内乘车，每学年限购{' '}
        {tripsPerSchoolYear} 次单程；保存后将核验学生资质，核验通过方可购买学生票。
      </p>
    </div>
  );
}

/** The saved profile's 核验状态 (and why it was not approved); saving verifies it again. */
function ProfileVerdict({ profile }: { profile: NonNullable<SavedPassengerFull['student']> }) {
  return (
    <p className="trav-section__verdict" data-testid="student-verdict">
      当前核验状态：
      <span className={`state-tag state-tag--${PROFILE_TONE[profile.state]}`}>
        {PROFILE_STATE_LABEL[profile.state]}
      </span>
      {profile.state === 'REJECTED' && profile.reason && (
        <span className="trav-section__reason">{profile.reason}</span>
      )}
    </p>
  );
}
