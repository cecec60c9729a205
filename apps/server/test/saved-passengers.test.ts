import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ApiPath,
  SAVED_PASSENGERS_MAX,
  beijingToday,
  type SavedPassengerFull,
  type SavedPassengerImportResult,
  type SavedPassengerListResult,
} from '@lvxing/shared';
import { savedPassengers } from '../src/db/schema';
import { messageProblem } from './support/fuzz-samples';
import { buildTestApp, call, loginMember, residentId, testClock } from './helper';
import { freshId, savePassenger, savedPerson, studentProfile } from './passenger-fixtures';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const { db } = app.orders.deps;
const token = await loginMember(app);
const thisYear = Number(beijingToday(clock.now()).slice(0, 4));

const list = (t = token) =>
  call<SavedPassengerListResult>(app, ApiPath.userPassengerList, {}, { token: t });
const detail = (id: string, t = token) =>
  call<SavedPassengerFull>(app, ApiPath.userPassengerDetail, { id }, { token: t });
const remove = (id: string, t = token) =>
  call(app, ApiPath.userPassengerDelete, { id }, { token: t });
const importList = (passengers: object[], t = token) =>
  call<SavedPassengerImportResult>(app, ApiPath.userPassengerImport, { passengers }, { token: t });

const passport = { no: 'E98765432', nationality: 'CN', expiry: '2033-05-31' };
const cert = { certType: 'SOLDIER' as const, certNo: 'JC20240007' };

describe('saved passengers (常用旅客)', () => {
  it('are for members only', async () => {
    const id = { id: '00000000-0000-4000-8000-000000000000' };
    for (const [path, body] of [
      [ApiPath.userPassengerList, {}],
      [ApiPath.userPassengerDetail, id],
      [ApiPath.userPassengerDelete, id],
      [ApiPath.userPassengerSave, { name: '张三', idType: '1', idNo: freshId('19900101') }],
      [ApiPath.userPassengerImport, { passengers: [] }],
    ] as const) {
      expect(await call(app, path, body), path).toMatchObject({ code: 11001, data: null });
    }
  });

  it('save takes the birth date and sex from a resident ID and masks every number but in detail', async () => {
    const idNo = residentId('19900307', 11, '110105'); // 17th digit 1: a man
    const saved = await savePassenger(app, token, {
      name: '张三',
      idType: '1',
      idNo: idNo.toLowerCase(),
      birthDate: '2001-01-01',
      sex: 'F',
      mobile: '13812345678',
      passport,
      disabledSoldier: cert,
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      name: '张三',
      idTypeLabel: '身份证',
      idNoMasked: `${idNo.slice(0, 3)}${'*'.repeat(11)}${idNo.slice(-4)}`,
      birthDate: '1990-03-07',
      sex: 'M',
      mobileMasked: '138****5678',
      passport: { noMasked: 'E98**5432', nationality: 'CN', expiry: '2033-05-31' },
      disabledSoldier: { certType: 'SOLDIER', certNoMasked: 'JC2***0007' },
      student: null,
    });
    const secrets = [idNo, passport.no, cert.certNo, '13812345678'];
    const listed = await list();
    expect(listed.data.max).toBe(SAVED_PASSENGERS_MAX);
    expect(listed.data.items.map((p) => p.id)).toEqual([saved.data.id]);
    for (const answer of [saved, listed]) {
      for (const s of secrets) expect(JSON.stringify(answer)).not.toContain(s);
    }
    const full = await detail(saved.data.id);
    expect(full.data).toMatchObject({
      idNo,
      mobile: '13812345678',
      passport: { no: passport.no, nationality: 'CN' },
      disabledSoldier: { certNo: cert.certNo },
    });
    // stored encrypted: no plain number in the row
    const [row] = await db
      .select()
      .from(savedPassengers)
      .where(eq(savedPassengers.id, saved.data.id));
    expect(JSON.stringify(row)).not.toContain(idNo);
    expect(JSON.stringify(row)).not.toContain(passport.no);
    expect(JSON.stringify(row)).not.toContain(cert.certNo);
  });

  it('update keeps left-out profiles, removes null ones, and delete removes the entry', async () => {
    const p = await savedPerson(app, token, '李四', '19920202', {
      mobile: '13900001111',
      passport,
    });
    const updated = await savePassenger(app, token, {
      id: p.id,
      name: '李四四',
      idType: '1',
      idNo: p.idNo,
    });
    expect(updated.data).toMatchObject({
      name: '李四四',
      mobileMasked: null,
      passport: { nationality: 'CN' },
    });
    const cleared = await savePassenger(app, token, {
      id: p.id,
      name: '李四',
      idType: '1',
      idNo: p.idNo,
      passport: null,
    });
    expect(cleared.data.passport).toBeNull();
    expect((await remove(p.id)).data).toEqual({ id: p.id });
    expect(await detail(p.id)).toMatchObject({ code: 19001, data: null });
    expect(await remove(p.id)).toMatchObject({ code: 19001, data: null });
    expect((await list()).data.items.map((i) => i.id)).not.toContain(p.id);
  });

  it('verifies a student profile on save, and again only when it or the person changes', async () => {
    const birth = `${thisYear - 20}0601`;
    const s = await savedPerson(app, token, '王同学', birth, {
      student: studentProfile(thisYear - 2, { studentNo: '2024010203' }),
    });
    expect(s.student).toMatchObject({
      homeCity: '北京',
      schoolCity: '上海',
      state: 'APPROVED',
      reason: null,
    });
    // the 学号 comes back only in the member's own edit form
    expect(JSON.stringify(s)).not.toContain('2024010203');
    expect((await detail(s.id)).data.student).toMatchObject({ studentNo: '2024010203' });
    const verifiedAt = async () =>
      (await db.select().from(savedPassengers).where(eq(savedPassengers.id, s.id)))[0]!
        .studentVerifiedAt;
    const first = await verifiedAt();
    clock.advance(60_000);
    const same = {
      id: s.id,
      name: '王同学',
      idType: '1' as const,
      idNo: s.idNo,
      mobile: '13900002222',
    };
    expect((await savePassenger(app, token, same)).data.student?.state).toBe('APPROVED');
    expect(await verifiedAt()).toEqual(first);
    const future = await savePassenger(app, token, {
      ...same,
      student: studentProfile(thisYear + 1),
    });
    expect(future.data.student).toMatchObject({
      state: 'REJECTED',
      reason: '入学年份不能晚于今年',
    });
    expect(await verifiedAt()).not.toEqual(first);
    // the example: born in 1985, a profile entered in a recent year is not plausible
    const old = await savedPerson(app, token, '赵老', '19850101', {
      student: studentProfile(thisYear - 1),
    });
    expect(old.student).toMatchObject({
      state: 'REJECTED',
      reason: expect.stringContaining('35周岁'),
    });
    const byPassport = await savePassenger(app, token, {
      name: 'WANG/XUE',
      idType: 'B',
      idNo: 'E11223344',
      birthDate: '2005-06-01',
      student: studentProfile(thisYear - 2),
    });
    expect(byPassport.data.student).toMatchObject({
      state: 'REJECTED',
      reason: '学生资质须使用居民身份证',
    });
  });

  it.each([
    [{ name: '张三', idType: '1', idNo: '340524198001010013' }, '身份证号码不正确'],
    [{ name: undefined }, '请输入乘客姓名'],
    [{ name: 'ZHANG/SAN', idType: 'B', idNo: 'E12345678' }, '请选择出生日期'],
    [{ passport: { ...passport, nationality: 'XX' } }, '国籍不正确'],
    [{ passport: { ...passport, nationality: 'cn' } }, '国籍不正确'],
    [{ passport: { ...passport, expiry: '2030-02-30' } }, '护照有效期不是有效的日期'],
    [
      { student: studentProfile(2024, { homeCity: '火星' }) },
      '优惠区间出发城市没有火车站，请重新选择',
    ],
    [
      { student: studentProfile(2024, { schoolCity: '北京' }) },
      '优惠区间出发城市和到达城市不能相同',
    ],
    [{ student: studentProfile(2024, { years: 9 }) }, '学制为1至8年'],
    [{ disabledSoldier: { certType: 'ARMY', certNo: '123456' } }, '请选择证件种类'],
    [{ mobile: '123' }, '请输入正确的手机号'],
  ])('refuses %j with 10001 naming the field in Chinese', async (patch, message) => {
    const body = { name: '张三', idType: '1', idNo: freshId('19900101'), ...patch };
    const res = await call(app, ApiPath.userPassengerSave, body, { token });
    expect(res).toMatchObject({ code: 10001, message, data: null });
    expect(messageProblem(res.message)).toBeNull();
  });

  it('keeps one entry per document (19003), also concurrently and on update', async () => {
    const t = await loginMember(app);
    const idNo = freshId('19910101');
    const body = { name: '孙五', idType: '1' as const, idNo };
    const results = await Promise.all(Array.from({ length: 5 }, () => savePassenger(app, t, body)));
    expect(results.map((r) => r.code).sort((a, b) => a - b)).toEqual([
      200, 19003, 19003, 19003, 19003,
    ]);
    const lower = await savePassenger(app, t, { ...body, idNo: idNo.toLowerCase() });
    expect(lower.code).toBe(19003);
    const other = await savedPerson(app, t, '孙六', '19920101');
    const clash = await savePassenger(app, t, { ...body, id: other.id });
    expect(clash).toMatchObject({ code: 19003, data: null });
    expect((await detail(other.id, t)).data).toMatchObject({ name: '孙六', idNo: other.idNo });
    // another member may save the same person
    expect((await savePassenger(app, token, { ...body, name: '孙五' })).code).toBe(200);
  });

  it('imports a browser copy once, skipping invalid entries and saved documents', async () => {
    const t = await loginMember(app);
    const kept = await savedPerson(app, t, '周一', '19800101');
    clock.advance(1000);
    const good = residentId('19950505', 21);
    const res = await importList(
      [
        { name: '周二', idType: '1', idNo: good },
        { name: '周二', idType: '1', idNo: good.toLowerCase() }, // the same document again
        { name: '周一', idType: '1', idNo: kept.idNo }, // saved already
        { name: 'LI/SI', idType: 'B', idNo: 'E12345678', birthDate: '1988-02-03' },
        { name: 'LI/WU', idType: 'B', idNo: 'E12345679' }, // no birth date
        { name: '周三', idType: '1', idNo: '340524198001010013' }, // wrong check character
        { name: '1234', idType: '1', idNo: residentId('19950505', 22) }, // not a name
        { name: '周四', idType: 'Z', idNo: '123456' }, // no such document type
        { name: '周五', idType: 'B', idNo: 'E1234', birthDate: '2026-02-30' }, // no real day
      ],
      t,
    );
    expect(res).toMatchObject({
      code: 200,
      data: { imported: 2, skipped: 7, alreadyImported: false },
    });
    const after = (await list(t)).data.items;
    expect(after.map((p) => p.name)).toEqual(['周一', '周二', 'LI/SI']);
    expect(after[1]).toMatchObject({ birthDate: '1995-05-05', sex: 'M' });
    const again = await importList(
      [{ name: '周六', idType: '1', idNo: residentId('19960606', 23) }],
      t,
    );
    expect(again.data).toEqual({ imported: 0, skipped: 1, alreadyImported: true });
    expect((await list(t)).data.items).toHaveLength(3);
  });

  it(`keeps at most ${SAVED_PASSENGERS_MAX} (19002), imports included`, async () => {
    const t = await loginMember(app);
    for (let i = 0; i < SAVED_PASSENGERS_MAX - 3; i += 1) {
      await savedPerson(app, t, '钱多', '19700101');
    }
    const batch = Array.from({ length: 5 }, () => ({
      name: '钱少',
      idType: '1',
      idNo: freshId('19710101'),
    }));
    expect((await importList(batch, t)).data).toMatchObject({ imported: 3, skipped: 2 });
    const full = await savePassenger(app, t, {
      name: '钱满',
      idType: '1',
      idNo: freshId('19720101'),
    });
    expect(full).toMatchObject({ code: 19002, data: null });
    expect(full.message).toContain(String(SAVED_PASSENGERS_MAX));
    expect((await list(t)).data.items).toHaveLength(SAVED_PASSENGERS_MAX);
    // an update is no new entry
    const first = (await list(t)).data.items[0]!;
    const firstFull = (await detail(first.id, t)).data;
    const renamed = await savePassenger(app, t, {
      id: first.id,
      name: '钱改',
      idType: '1',
      idNo: firstFull.idNo,
    });
    expect(renamed.code).toBe(200);
  });
});
