import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { aliyunSmsProvider } from './aliyun-sms-provider';

/** A local stand-in for dysmsapi.aliyuncs.com: records requests, answers with `reply`. */
let reply = { Code: 'OK', Message: 'OK', RequestId: 'req-1', BizId: 'biz-1' };
const seen: { url: string; body: string; headers: IncomingMessage['headers'] }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ url: req.url ?? '', body, headers: req.headers });
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(reply));
  });
});

let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const provider = () =>
  aliyunSmsProvider({
    accessKeyId: 'test-key-id',
    accessKeySecret: 'test-key-secret',
    signName: '旅行网',
    templateCode: 'SMS_000001',
    endpoint,
    protocol: 'http',
  });

describe('Aliyun SMS provider (official SDK against a local fake endpoint)', () => {
  it('calls SendSms with the mobile, signature, template and code', async () => {
    reply = { Code: 'OK', Message: 'OK', RequestId: 'req-1', BizId: 'biz-1' };
    await provider().send({ mobile: '13800138000', code: '246810', action: 'Login' });
    const request = decodeURIComponent(`${seen.at(-1)?.url}&${seen.at(-1)?.body}`);
    expect(seen.at(-1)?.headers['x-acs-action']).toBe('SendSms');
    expect(request).toContain('PhoneNumbers=13800138000');
    expect(request).toContain('TemplateCode=SMS_000001');
    expect(request).toContain('"code":"246810"');
    expect(String(seen.at(-1)?.headers.authorization)).toContain('test-key-id');
  });

  it('maps a refusal to AppError 13005', async () => {
    reply = { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控', RequestId: 'r', BizId: '' };
    const err = await provider()
      .send({ mobile: '13800138000', code: '111111', action: 'Login' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe(ErrorCode.SMS_SEND_FAILED);
  });
});
