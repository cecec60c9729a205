import { randomBytes } from 'node:crypto';
import type { WechatpayOptions } from '../../src/modules/payment/wechatpay-client';
import { rsaKeyPair } from './fake-wechatpay-gateway-crypto';
import { startFakeWechatpay, type FakeWechatpay } from './fake-wechatpay-gateway';

/**
 * A test merchant (fresh RSA key pair and APIv3 key, no key committed) and a fake gateway that
 * knows it. `options` configure `wechatpayProvider` against the fake (`notifyUrl` the site's
 * `/api/pay/notify/wechat`); `close` stops the fake.
 */
export async function fakeWechatpayMerchant(
  o: { notifyUrl?: string; now?: () => Date } = {},
): Promise<{ gw: FakeWechatpay; options: WechatpayOptions; close: () => Promise<void> }> {
  const merchant = rsaKeyPair();
  const ids = {
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    apiV3Key: randomBytes(16).toString('hex'), // 32 characters
  };
  const gw = await startFakeWechatpay({ ...ids, merchantPublicKey: merchant.publicKey });
  const options: WechatpayOptions = {
    ...ids,
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: gw.platformPublicKey,
    platformSerial: gw.platformSerial,
    baseURL: gw.url,
    notifyUrl: o.notifyUrl ?? 'https://www.example.com/api/pay/notify/wechat',
    ...(o.now ? { now: o.now } : {}),
  };
  return { gw, options, close: () => gw.close() };
}
