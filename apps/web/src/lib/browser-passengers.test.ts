import { describe, expect, it } from 'vitest';
import { ApiPath, type SavedPassengerImportBody } from '@lvxing/shared';
import { mockApi, stubToasts } from '@/test/harness';
import { browserPassengersKey, moveBrowserPassengers } from './browser-passengers';

const mock = mockApi();
const toast = stubToasts();
const MOBILE = '13800138000';
const KEY = browserPassengersKey(MOBILE);
const ZHANG = { name: '张三', idType: '1', idNo: '11010519491231002X', birthDate: '1949-12-31' };
const LI = { name: 'LI/SI', idType: 'B', idNo: 'E12345678', birthDate: '1990-01-01' };

const keep = (list: unknown) => localStorage.setItem(KEY, JSON.stringify(list));

/** Answers the import call with `data` (or `code`), recording the bodies sent. */
function answerImport(
  code = 200,
  data: unknown = { imported: 2, skipped: 0, alreadyImported: false },
) {
  const bodies: SavedPassengerImportBody[] = [];
  mock.onPost(ApiPath.userPassengerImport).reply((config) => {
    bodies.push(JSON.parse(config.data as string) as SavedPassengerImportBody);
    return [200, { code, message: code === 200 ? '成功' : '常用旅客数量已达上限', data }];
  });
  return bodies;
}

describe("moving the browser's 常用旅客 to the server (once, after a login)", () => {
  it('sends the kept passengers and deletes the key', async () => {
    keep([ZHANG, LI]);
    const bodies = answerImport();
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(true);
    expect(bodies).toEqual([{ passengers: [ZHANG, LI] }]);
    expect(localStorage.getItem(KEY)).toBeNull();
    // nothing left: a second login sends nothing
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it('deletes the key on any answer, an earlier import included', async () => {
    keep([ZHANG]);
    answerImport(200, { imported: 0, skipped: 0, alreadyImported: true });
    await moveBrowserPassengers(MOBILE);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the key when the call fails or is refused, for the next login, without a toast', async () => {
    keep([ZHANG]);
    mock.onPost(ApiPath.userPassengerImport).networkError();
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(false);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    mock.onPost(ApiPath.userPassengerImport).reply(500);
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(false);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    answerImport(19002, null);
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(false);
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('drops a copy the server cannot read (10001): no retry would change it', async () => {
    keep([{ ...ZHANG, name: `张\u0007三` }]);
    answerImport(10001, null);
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends only well-formed entries and drops a copy with none without a call', async () => {
    keep([{ name: 1 }, 'x', { ...LI, birthDate: null }]);
    const bodies = answerImport();
    await moveBrowserPassengers(MOBILE);
    expect(bodies).toEqual([{ passengers: [{ name: 'LI/SI', idType: 'B', idNo: 'E12345678' }] }]);
    keep('not a list');
    await expect(moveBrowserPassengers(MOBILE)).resolves.toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(bodies).toHaveLength(1);
  });

  it("touches only this member's copy", async () => {
    keep([ZHANG]);
    const bodies = answerImport();
    await expect(moveBrowserPassengers('13900139000')).resolves.toBe(false);
    expect(bodies).toEqual([]);
    expect(localStorage.getItem(KEY)).not.toBeNull();
  });
});
