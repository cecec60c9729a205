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
    templates: { TICKETED: 'SMS_000002', REFUNDED: 'SMS_000003' },
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

  it('sends an order notice with the template code of its event and parameters', async () => {
    reply = { Code: 'OK', Message: 'OK', RequestId: 'req-2', BizId: 'biz-2' };
    await provider().sendNotice({
      mobile: '13800138001',
      template: 'REFUNDED',
      text: '【旅行网】您的订单261127000001已退票（退订），退款12.50元将原路退回。',
      params: { orderNo: '261127000001', detail: '已退票（退订），退款12.50元将原路退回。' },
    });
    const request = decodeURIComponent(`${seen.at(-1)?.url}&${seen.at(-1)?.body}`);
    expect(request).toContain('PhoneNumbers=13800138001');
    expect(request).toContain('TemplateCode=SMS_000003');
    expect(request).toContain('"orderNo":"261127000001"');
  });

  it('refuses a notice whose event has no template (13005), sending nothing', async () => {
    const before = seen.length;
    const err = await provider()
      .sendNotice({ mobile: '13800138001', template: 'PAY_REMINDER', text: 't', params: {} })
      .catch((e: unknown) => e);
    expect((err as AppError).code).toBe(ErrorCode.SMS_SEND_FAILED);
    expect(seen.length).toBe(before);
  });
});
