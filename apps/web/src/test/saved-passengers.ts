/** Saved passengers (常用旅客) as the server answers them, for the tests of every form. */
import type { SavedPassengerFull, SavedPassengerView } from '@lvxing/shared';

/** Valid GB 11643 numbers: 张三 born 1949-12-31, 李小明 born 2004-05-01. */
export const ZHANG_ID = '11010519491231002X';
export const STUDENT_ID = '110105200405010012';

/** A saved passenger with a resident ID (masked), no profiles; override what matters. */
export function savedPassenger(over: Partial<SavedPassengerView> = {}): SavedPassengerView {
  return {
    id: '0b6f9c1e-7c1a-4f63-9a55-6d1f0c1e2a01',
    name: '张三',
    idType: '1',
    idTypeLabel: '身份证',
    idNoMasked: '110***********002X',
    birthDate: '1949-12-31',
    sex: 'F',
    mobileMasked: '138****8000',
    passport: null,
    student: null,
    disabledSoldier: null,
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...over,
  };
}

/** A student whose profile (北京 ⇄ 上海) is approved. */
export function savedStudent(over: Partial<SavedPassengerView> = {}): SavedPassengerView {
  return savedPassenger({
    id: '0b6f9c1e-7c1a-4f63-9a55-6d1f0c1e2a02',
    name: '李小明',
    idNoMasked: '110***********0012',
    birthDate: '2004-05-01',
    sex: 'M',
    mobileMasked: null,
    student: {
      school: '上海交通大学',
      enrolYear: 2023,
      years: 4,
      homeCity: '北京',
      schoolCity: '上海',
      state: 'APPROVED',
      reason: null,
    },
    ...over,
  });
}

/** The full record of {@link savedPassenger} as the edit form loads it. */
export function savedPassengerFull(over: Partial<SavedPassengerFull> = {}): SavedPassengerFull {
  const view = savedPassenger();
  return {
    ...view,
    idNo: ZHANG_ID,
    mobile: '13800138000',
    passport: null,
    student: null,
    disabledSoldier: null,
    ...over,
  };
}
