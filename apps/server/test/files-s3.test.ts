// The S3-compatible store against a local S3 server (s3rver, started here: no network, no
// service to install), and the configuration rule (all of S3_* or none).
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { s3FileStore } from '../src/modules/files/s3-file-store';
import type { S3Config } from '../src/modules/files/files-config';
import { buildTestApp, loginMember } from './helper';
import { PDF, PNG, readBack, upload } from './service-fixtures';

const BUCKET = 'lvxing-files';
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'lv-s3-')),
  configureBuckets: [{ name: BUCKET, configs: [] }],
});
const address = (await server.run()) as AddressInfo;
afterAll(() => server.close());

// s3rver's fixed credentials (any other pair fails its signature check)
const s3: S3Config = {
  endpoint: `http://127.0.0.1:${address.port}`,
  bucket: BUCKET,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
};

describe('the S3-compatible file store', () => {
  const store = s3FileStore(s3);

  it('puts, gets and deletes bytes; a missing key reads as undefined', async () => {
    const id = '6a0f2d3c-1b2a-4c5d-8e9f-0a1b2c3d4e5f';
    await store.put(id, PDF, 'application/pdf');
    expect(Buffer.compare((await store.get(id))!, PDF)).toBe(0);
    await store.delete(id);
    expect(await store.get(id)).toBeUndefined();
    await store.delete(id);
  });

  it('serves the app: an upload lands in the bucket, its owner reads it back', async () => {
    const app = await buildTestApp({ config: { s3 } });
    const member = await loginMember(app);
    const res = await upload(app, [{ name: 'a.png', type: 'image/png', bytes: PNG }], {
      token: member,
    });
    expect(res.code).toBe(200);
    const id = res.data.files[0]!.id;
    expect(Buffer.compare((await store.get(id))!, PNG)).toBe(0);
    const back = await readBack(app, id, { token: member });
    expect(back.type).toBe('image/png');
    expect(Buffer.compare(back.raw, PNG)).toBe(0);
  });
});

describe('the S3 configuration', () => {
  const full = {
    S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com',
    S3_BUCKET: 'b',
    S3_REGION: 'oss-cn-hangzhou',
    S3_ACCESS_KEY_ID: 'id',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  it('is off without any S3_* variable, on with all five', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ ...full, S3_FORCE_PATH_STYLE: '1' }).s3).toMatchObject({
      bucket: 'b',
      forcePathStyle: true,
    });
  });

  it('refuses a partial configuration, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: full.S3_ENDPOINT, S3_BUCKET: 'b' })).toThrow(
      /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
  });
});
