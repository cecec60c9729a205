import { describe, expect, it } from 'vitest';
import { BOOKING_RULES_AS_SEEDED } from '@lvxing/shared';
import { fromSaved } from '@/components/booking/passenger-draft';
import { savedPassenger, savedStudent } from '@/test/saved-passengers';
import {
  newTrainDraft,
  studentPeriodsText,
  ticketTypeError,
  ticketTypeHint,
  discountTicketNotes,
  ticketTypeOptions,
  toTrainPassenger,
  trainDraftErrors,
  trainListError,
} from './ticket-types';

const DATE = '2026-11-26';
/** A day in a 学生票 period (winter: 12-01 … 03-31). */
const TERM_BREAK = '2026-12-20';
// valid GB 11643 numbers: an adult born 1949, a child born 2016-03-01, a child born 2022-05-01
const ADULT_ID = '11010519491231002X';
const CHILD_10 = '110105201603010018';
const CHILD_4 = '110105202205010017';

const adult = newTrainDraft({ name: '张三', idNo: ADULT_ID });
const child = (idNo: string, ticketType: '1' | '2' = '2') =>
  newTrainDraft({ name: '张小明', idNo, ticketType });

describe('train ticket types (12306)', () => {
  const student = newTrainDraft(fromSaved(savedStudent()));
  const open = (d: typeof adult, date: string, c: Parameters<typeof ticketTypeOptions>[2]) =>
    ticketTypeOptions(d, date, c)
      .filter((o) => !o.disabled)
      .map((o) => o.label);

  it('sells 学生票 only to an approved student, in 二等座, 硬座, 硬卧 and 无座, in its periods', () => {
    expect(open(student, TERM_BREAK, 'O')).toEqual(['成人票', '儿童票', '学生票']);
    expect(open(student, TERM_BREAK, '1')).toContain('学生票');
    expect(open(student, TERM_BREAK, 'M')).toEqual(['成人票', '儿童票']);
    expect(ticketTypeError({ ...student, ticketType: '3' }, TERM_BREAK, 'M')).toBe(
      '学生票仅限动车组二等座或普速列车硬座、硬卧，一等座请购买成人票',
    );
    expect(ticketTypeError({ ...student, ticketType: '3' }, TERM_BREAK, '1')).toBeNull();
    // November is outside both periods (12-01 … 03-31, 06-01 … 09-30); 03-31 and 06-01 are in
    expect(studentPeriodsText()).toBe('12月1日至3月31日、6月1日至9月30日');
    expect(ticketTypeError({ ...student, ticketType: '3' }, DATE, 'O')).toBe(
      '学生票仅在优惠期内发售：12月1日至3月31日、6月1日至9月30日',
    );
    expect(open(student, '2027-03-31', 'O')).toContain('学生票');
    expect(open(student, '2027-06-01', 'O')).toContain('学生票');
    expect(open(student, '2027-05-31', 'O')).not.toContain('学生票');
  });

  it('closes 学生票 for a typed-in passenger and a student whose profile is not approved', () => {
    expect(open(adult, TERM_BREAK, 'O')).toEqual(['成人票', '儿童票']);
    expect(ticketTypeError({ ...adult, ticketType: '3' }, TERM_BREAK, 'O')).toBe(
      '学生票须选择已通过学生资质核验的常用旅客',
    );
    const profile = savedStudent().student!;
    const rejected = newTrainDraft({
      ...fromSaved(
        savedStudent({ student: { ...profile, state: 'REJECTED', reason: '学籍信息不符' } }),
      ),
      ticketType: '3',
    });
    expect(ticketTypeError(rejected, TERM_BREAK, 'O')).toBe(
      '该旅客的学生资质未通过核验（学籍信息不符），不能购买学生票',
    );
    const pending = newTrainDraft(
      fromSaved(savedStudent({ student: { ...profile, state: 'PENDING' } })),
    );
    expect(open(pending, TERM_BREAK, 'O')).not.toContain('学生票');
    expect(discountTicketNotes(pending, TERM_BREAK, 'O')).toContain(
      '该旅客的学生资质待核验，核验通过后可购买学生票',
    );
  });

  it('follows the served periods, not only the seeded ones', () => {
    const rules = {
      ...BOOKING_RULES_AS_SEEDED.train,
      studentTickets: {
        ...BOOKING_RULES_AS_SEEDED.train.studentTickets,
        periods: [{ from: '11-01', to: '11-30' }],
      },
    };
    expect(ticketTypeError({ ...student, ticketType: '3' }, DATE, 'O', rules)).toBeNull();
    expect(studentPeriodsText(rules)).toBe('11月1日至11月30日');
  });

  it('sells 残军票 only to a saved passenger with a certificate', () => {
    const soldier = newTrainDraft(
      fromSaved(
        savedPassenger({ disabledSoldier: { certType: 'SOLDIER', certNoMasked: '军残***1234' } }),
      ),
    );
    expect(open(soldier, DATE, 'M')).toEqual(['成人票', '儿童票', '残军票']);
    expect(ticketTypeError({ ...soldier, ticketType: '4' }, DATE, 'M')).toBeNull();
    expect(ticketTypeError({ ...adult, ticketType: '4' }, DATE, 'M')).toBe(
      '残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证',
    );
  });

  it('notes why the discount types are closed, or the 优惠区间 of an approved student', () => {
    expect(discountTicketNotes(adult, TERM_BREAK, 'O')).toEqual([
      '学生票须选择已通过学生资质核验的常用旅客',
      '残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证',
    ]);
    expect(
      discountTicketNotes(newTrainDraft(fromSaved(savedPassenger())), TERM_BREAK, 'O'),
    ).toEqual([
      '该旅客未登记学生资质，可在常用旅客中补充后购买学生票',
      '残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证',
    ]);
    expect(discountTicketNotes(student, TERM_BREAK, 'O')).toEqual([
      '学生票限优惠区间乘车：北京 ⇄ 上海',
      '残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证',
    ]);
  });

  it('sells 儿童票 to children from 6 to under 14 on the travel date only', () => {
    expect(ticketTypeError(child(CHILD_10), DATE, 'O')).toBeNull();
    expect(ticketTypeError(child(CHILD_4), DATE, 'O')).toBe(
      '未满6周岁的儿童可随同成人免费乘车（不占席位），无需购票',
    );
    expect(ticketTypeError({ ...adult, ticketType: '2' }, DATE, 'O')).toBe(
      '年满14周岁的乘客请购买成人票',
    );
    // a passport holder without a birth date yet: the birth date field reports it
    expect(ticketTypeError(newTrainDraft({ idType: 'B', ticketType: '2' }), DATE, 'O')).toBeNull();
  });

  it('tells about free travel under 6 and the child ticket under 14', () => {
    expect(ticketTypeHint(child(CHILD_4, '1'), DATE)).toMatch(/未满6周岁.*免费乘车.*无需购票/);
    expect(ticketTypeHint(child(CHILD_10, '1'), DATE)).toBe('该乘客未满14周岁，可购买儿童票');
    expect(ticketTypeHint(child(CHILD_10, '2'), DATE)).toBeNull();
    expect(ticketTypeHint(adult, DATE)).toBeNull();
  });

  it('reports document and ticket-type errors of a passenger by field', () => {
    const bad = newTrainDraft({ name: 'x', idNo: '340524198001010013', ticketType: '3' });
    expect(trainDraftErrors(bad, DATE, 'M')).toEqual({
      name: '乘客姓名至少2个字',
      idNo: '身份证号码不正确',
      ticketType: expect.stringContaining('学生票仅限'),
    });
    // a saved passenger's document was checked when saved: its masked number is no error
    expect(trainDraftErrors(student, DATE, 'O')).toEqual({});
    expect(trainDraftErrors(adult, DATE, 'O')).toEqual({});
  });

  it('needs an adult with children and refuses the same person twice', () => {
    expect(trainListError([child(CHILD_10)])).toBe('儿童须由成年人陪同乘车，请至少添加一位成人');
    expect(trainListError([adult, child(CHILD_10)])).toBeNull();
    expect(trainListError([adult, { ...adult, key: 'x', idNo: ADULT_ID.toLowerCase() }])).toBe(
      '同一乘客请勿重复添加',
    );
  });

  it('takes a saved passenger once and sends only its id with the ticket type', () => {
    expect(trainListError([student, { ...student, key: 'again' }])).toBe('同一乘客请勿重复添加');
    expect(trainListError([student, adult])).toBeNull();
    expect(toTrainPassenger({ ...student, ticketType: '3' })).toEqual({
      savedPassengerId: savedStudent().id,
      ticketType: '3',
    });
  });

  it('sends the birth date from the ID card with the passenger', () => {
    expect(toTrainPassenger({ ...child(CHILD_10), name: ' 张小明 ' })).toEqual({
      name: '张小明',
      idType: '1',
      idNo: CHILD_10,
      ticketType: '2',
      birthDate: '2016-03-01',
    });
  });
});
