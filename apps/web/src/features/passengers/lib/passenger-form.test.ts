import { describe, expect, it } from 'vitest';
import { savedPassengerFull, savedStudent, ZHANG_ID } from '@/test/saved-passengers';
import { editorErrors } from './editor-errors';
import {
  editorDraftOf,
  emptyPassport,
  emptySoldier,
  emptyStudent,
  fromResidentId,
  newEditorDraft,
  saveBodyOf,
  type EditorDraft,
} from './passenger-form';

const zhang: EditorDraft = { ...newEditorDraft(), name: ' 张三 ', idNo: ZHANG_ID.toLowerCase() };

describe('the 常用旅客 edit form', () => {
  it('reads the birth date and sex from a resident ID and sends only the sex', () => {
    expect(fromResidentId(zhang)).toEqual({ birthDate: '1949-12-31', sex: 'F' });
    expect(editorErrors(zhang)).toEqual({});
    expect(saveBodyOf(zhang)).toEqual({
      name: '张三',
      idType: '1',
      idNo: ZHANG_ID,
      sex: 'F',
      passport: null,
      student: null,
      disabledSoldier: null,
    });
  });

  it('needs a birth date for other documents and sends it with the sex chosen', () => {
    const passport = {
      ...newEditorDraft(),
      name: 'ZHANG/SAN',
      idType: 'B' as const,
      idNo: 'E12345678',
    };
    expect(editorErrors(passport)).toEqual({ birthDate: '请选择出生日期' });
    expect(editorErrors({ ...passport, birthDate: '2999-01-01' })).toEqual({
      birthDate: '出生日期不能晚于今天',
    });
    expect(saveBodyOf({ ...passport, birthDate: '1990-01-01', sex: 'M' })).toMatchObject({
      birthDate: '1990-01-01',
      sex: 'M',
    });
  });

  it('sends a part added but left blank as none, and checks one begun', () => {
    const blank = {
      ...zhang,
      passport: emptyPassport(),
      student: emptyStudent(),
      disabledSoldier: emptySoldier(),
    };
    expect(editorErrors(blank)).toEqual({});
    expect(saveBodyOf(blank)).toMatchObject({
      passport: null,
      student: null,
      disabledSoldier: null,
    });
    const begun: EditorDraft = {
      ...blank,
      mobile: '1381234',
      passport: { ...emptyPassport(), no: 'E1' },
      student: { ...emptyStudent(), homeCity: '北京', schoolCity: '北京' },
      disabledSoldier: { ...emptySoldier(), certNo: '12' },
    };
    expect(editorErrors(begun)).toEqual({
      mobile: '请输入正确的手机号',
      'passport.no': '护照号码不正确',
      'passport.expiry': '请选择护照有效期',
      'student.school': '请填写学校名称',
      'student.enrolYear': '请选择入学年份',
      'student.years': '请选择学制',
      'student.schoolCity': '优惠区间的两端不能是同一城市',
      'disabledSoldier.certNo': '证件编号至少4个字符',
    });
  });

  it('sends the parts filled in, numbers as numbers and the passport in capitals', () => {
    const full: EditorDraft = {
      ...zhang,
      mobile: '13912345678',
      passport: { no: 'e12345678', nationality: 'CN', expiry: '2031-05-20' },
      student: {
        school: ' 上海交通大学 ',
        enrolYear: '2023',
        years: '4',
        homeCity: '北京',
        schoolCity: '上海',
        studentNo: '',
      },
      disabledSoldier: { certType: 'POLICE', certNo: ' 警残0012 ' },
    };
    expect(editorErrors(full)).toEqual({});
    expect(saveBodyOf(full)).toMatchObject({
      mobile: '13912345678',
      passport: { no: 'E12345678', nationality: 'CN', expiry: '2031-05-20' },
      student: {
        school: '上海交通大学',
        enrolYear: 2023,
        years: 4,
        homeCity: '北京',
        schoolCity: '上海',
      },
      disabledSoldier: { certType: 'POLICE', certNo: '警残0012' },
    });
    expect(saveBodyOf(full).student).not.toHaveProperty('studentNo');
  });

  it('opens a saved passenger with its numbers in full and its profiles', () => {
    const student = { ...savedStudent().student!, studentNo: '2023010203' };
    const d = editorDraftOf(
      savedPassengerFull({
        passport: {
          no: 'E12345678',
          noMasked: 'E12**5678',
          nationality: 'CN',
          expiry: '2031-05-20',
        },
        student,
      }),
    );
    expect(d).toMatchObject({
      idNo: ZHANG_ID,
      mobile: '13800138000',
      passport: { no: 'E12345678', nationality: 'CN', expiry: '2031-05-20' },
      student: { school: student.school, enrolYear: '2023', years: '4', studentNo: '2023010203' },
      disabledSoldier: null,
    });
  });
});
