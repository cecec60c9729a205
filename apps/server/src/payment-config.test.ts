import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const pem = () =>
  generateKeyPairSync('rsa', { modulusLength: 2048 })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();
const alipay = {
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: pem(),
  ALIPAY_PUBLIC_KEY: pem(),
};
const site = { PUBLIC_URL: 'https://www.example.cn' };

describe('payment configuration', () => {
  it('keeps the sandbox by default, with no real provider', () => {
    const c = loadConfig({});
    expect(c.paymentProvider).toBe('sandbox');
    expect(c.alipay).toBeUndefined();
    expect(c.wechatpay).toBeUndefined();
  });

  it('takes a complete 支付宝 configuration, one-line PEM included', () => {
    const oneLine = alipay.ALIPAY_PUBLIC_KEY.replace(/\n/g, '\\n');
    const c = loadConfig({
      ...alipay,
      ALIPAY_PUBLIC_KEY: oneLine,
      ...site,
      PAYMENT_PROVIDER: 'alipay',
    });
    expect(c.paymentProvider).toBe('alipay');
    expect(c.alipay).toMatchObject({ appId: alipay.ALIPAY_APP_ID, fundAuth: false });
    expect(c.alipay!.alipayPublicKey).toBe(alipay.ALIPAY_PUBLIC_KEY.trim());
  });

  it('refuses a partial provider, a provider chosen but not configured, and no PUBLIC_URL', () => {
    expect(() => loadConfig({ ALIPAY_APP_ID: '1', ...site })).toThrow(
      '支付宝 配置不完整，缺少 ALIPAY_PRIVATE_KEY、ALIPAY_PUBLIC_KEY',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'wechat', ...site })).toThrow('未配置微信支付');
    expect(() => loadConfig(alipay)).toThrow('须设置 PUBLIC_URL');
    expect(() => loadConfig({ ...alipay, ALIPAY_PUBLIC_KEY: 'not a key', ...site })).toThrow('PEM');
    expect(() => loadConfig({ WECHATPAY_APIV3_KEY: 'short' })).toThrow('32 个字符');
  });
});
