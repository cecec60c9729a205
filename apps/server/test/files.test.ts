import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, storedFiles } from '../src/db/schema';
import { ErrorCode, TICKET_ATTACHMENT_LIMITS } from '@lvxing/shared';
import { loginMember } from './helper';
import { makeAccount, staffWorld, tokenOf } from './staff-fixtures';
import { HTML, JPEG, PDF, PNG, readBack, upload, uploadedPng } from './service-fixtures';

const w = await staffWorld();
const owner = await loginMember(w.app);
const other = await loginMember(w.app);
const serviceToken = await tokenOf(w, await makeAccount(w, 'SERVICE'));
const opsToken = await tokenOf(w, await makeAccount(w, 'OPERATIONS'));

describe('ticket attachment uploads', () => {
  it('stores JPEG, PNG and PDF by their bytes, with size, type and name', async () => {
    const res = await upload(
      w.app,
      [
        { name: '登机牌.jpg', type: 'image/jpeg', bytes: JPEG },
        { name: 'shot.bin', type: 'application/octet-stream', bytes: PNG },
        { name: '行程单.pdf', type: 'application/pdf', bytes: PDF },
      ],
      { token: owner },
    );
    expect(res.code).toBe(200);
    expect(res.data.files.map((f) => [f.name, f.mime, f.size])).toEqual([
      ['登机牌.jpg', 'image/jpeg', JPEG.length],
      ['shot.bin', 'image/png', PNG.length],
      ['行程单.pdf', 'application/pdf', PDF.length],
    ]);
  });

  it('refuses a .jpg that is really HTML (22001), whatever its name and declared type', async () => {
    const res = await upload(w.app, [{ name: '照片.jpg', type: 'image/jpeg', bytes: HTML }], {
      token: owner,
    });
    expect(res).toMatchObject({ code: ErrorCode.FILE_TYPE_REFUSED, data: null });
    expect(res.message).toContain('照片.jpg');
  });

  it('refuses a file over 5 MB (22002), more than 3 files (22003), none (22005)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(TICKET_ATTACHMENT_LIMITS.maxBytes)]);
    const tooBig = await upload(w.app, [{ name: 'big.png', type: 'image/png', bytes: big }], {
      token: owner,
    });
    expect(tooBig.code).toBe(ErrorCode.FILE_TOO_LARGE);
    const four = Array.from({ length: 4 }, (_, i) => ({
      name: `${i}.png`,
      type: 'image/png',
      bytes: PNG,
    }));
    expect((await upload(w.app, four, { token: owner })).code).toBe(ErrorCode.FILE_TOO_MANY);
    expect((await upload(w.app, [], { token: owner })).code).toBe(ErrorCode.FILE_MISSING);
    const json = await w.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: {},
      headers: { token: owner },
    });
    expect(json.json()).toMatchObject({ code: ErrorCode.FILE_MISSING });
  });

  it('refuses a body without its boundary or cut short as malformed (22005), not a 500', async () => {
    const boundary = 'lvxing-test-boundary';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n` +
          'content-type: image/png\r\n\r\n',
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const framings = [
      { type: 'multipart/form-data', body: whole },
      { type: `multipart/form-data; boundary=${boundary}`, body: whole.subarray(0, 90) },
    ];
    for (const f of framings) {
      const res = await w.app.inject({
        method: 'POST',
        url: '/api/file/upload',
        payload: f.body,
        headers: { token: owner, 'content-type': f.type },
      });
      expect(res.statusCode, f.type).toBe(200);
      expect(res.json(), f.type).toMatchObject({
        code: ErrorCode.FILE_MISSING,
        message: '上传内容格式不正确，请重新选择文件',
      });
    }
  });

  it('needs a member or staff session', async () => {
    const res = await upload(w.app, [{ name: 'a.png', type: 'image/png', bytes: PNG }], {});
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describe('reading a file back', () => {
  it('the owner and any staff role read it; another member gets 22004', async () => {
    const id = await uploadedPng(w.app, { token: owner });
    const mine = await readBack(w.app, id, { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.type).toBe('image/png');
    expect(mine.res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(mine.raw, PNG)).toBe(0);
    for (const staffToken of [serviceToken, opsToken]) {
      const staffRead = await readBack(w.app, id, { staffToken });
      expect(Buffer.compare(staffRead.raw, PNG)).toBe(0);
    }
    const theirs = await readBack(w.app, id, { token: other });
    expect(theirs.res.json()).toMatchObject({ code: ErrorCode.FILE_NOT_FOUND, data: null });
    expect((await readBack(w.app, id, {})).res.json().code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('a staff upload is read by staff, not by a member it was not given to', async () => {
    const id = await uploadedPng(w.app, { staffToken: serviceToken });
    expect((await readBack(w.app, id, { staffToken: opsToken })).status).toBe(200);
    expect((await readBack(w.app, id, { token: owner })).res.json().code).toBe(
      ErrorCode.FILE_NOT_FOUND,
    );
  });

  it('an unknown or malformed id answers not found, never a 500', async () => {
    const unknown = await readBack(w.app, '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b', { token: owner });
    expect(unknown.res.json().code).toBe(ErrorCode.FILE_NOT_FOUND);
    const bad = await readBack(w.app, 'not-a-uuid', { token: owner });
    expect(bad.res.json().code).toBe(ErrorCode.INVALID_PARAMS);
  });

  it('keeps the metadata and bytes in PostgreSQL by default (sha256 of the bytes)', async () => {
    const id = await uploadedPng(w.app, { token: owner });
    const [row] = await w.database.db
      .select({ store: files.store, sha256: files.sha256, content: storedFiles.content })
      .from(files)
      .innerJoin(storedFiles, eq(storedFiles.id, files.id))
      .where(eq(files.id, id));
    expect(row).toMatchObject({
      store: 'pg',
      sha256: createHash('sha256').update(PNG).digest('hex'),
    });
    expect(Buffer.compare(row!.content, PNG)).toBe(0);
  });
});
