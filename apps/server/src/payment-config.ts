import { z } from 'zod';
import type { WechatpayOptions } from './modules/payment/wechatpay-client';

/** A PEM key from the environment: `\n` escapes (one-line variables) become line breaks. */
const pem = z
  .string()
  .transform((v) => v.replace(/\\n/g, '\n').trim())
  .refine(
    (v) => /^-----BEGIN [A-Z ]+-----[\s\S]+-----END [A-Z ]+-----$/.test(v),
    '应为 PEM 格式密钥',
  );

/**
 * The payment providers' environment variables (part of the server's: `config.ts`). A provider
 * is on when all of its variables are set; some of them set and not all is an error.
 */
export const paymentEnvShape = {
  /** Who makes the QR codes: `sandbox` (default), `alipay` or `wechat` (must be configured). */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'alipay', 'wechat']).default('sandbox'),
  ALIPAY_APP_ID: z.string().trim().optional(),
  /** The application's RSA2 private key (PEM). */
  ALIPAY_PRIVATE_KEY: pem.optional(),
  /** Alipay's public key (PEM), verifying its answers and notifications. */
  ALIPAY_PUBLIC_KEY: pem.optional(),
  ALIPAY_GATEWAY: z.url({ protocol: /^https?$/ }).optional(),
  /** `1`: deposits are held through Alipay 资金授权 (the contract must include it). */
  ALIPAY_FUND_AUTH: z.enum(['0', '1']).default('0'),
  WECHATPAY_MCHID: z.string().trim().optional(),
  WECHATPAY_APPID: z.string().trim().optional(),
  /** Serial number of the merchant's API certificate. */
  WECHATPAY_SERIAL: z.string().trim().optional(),
  WECHATPAY_PRIVATE_KEY: pem.optional(),
  WECHATPAY_APIV3_KEY: z.string().length(32, 'WECHATPAY_APIV3_KEY 应为 32 个字符').optional(),
  /** 微信支付公钥 (PEM) and its id (PUB_KEY_ID_…), verifying answers and notifications. */
  WECHATPAY_PUBLIC_KEY: pem.optional(),
  WECHATPAY_PUBLIC_KEY_ID: z.string().trim().optional(),
  WECHATPAY_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
};

type PaymentEnv = z.infer<z.ZodObject<typeof paymentEnvShape>>;

/** Alipay (支付宝) settings: 当面付, 手机网站支付 and, when `fundAuth`, 资金授权. */
export interface AlipayConfig {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway?: string;
  fundAuth: boolean;
}

/** 微信支付 APIv3 settings: Native and H5 (the client's options less what the server adds). */
export type WechatpayConfig = Omit<WechatpayOptions, 'notifyUrl' | 'now'>;

/** The payment part of the server's configuration. */
export interface PaymentConfig {
  /** The provider of the QR codes (a desktop's 扫码支付). */
  paymentProvider: 'sandbox' | 'alipay' | 'wechat';
  alipay?: AlipayConfig;
  wechatpay?: WechatpayConfig;
}

/** All of `values` set, none, or an error naming the missing variables. */
function allOrNone<T extends Record<string, string | undefined>>(
  group: string,
  values: T,
): { [K in keyof T]: string } | undefined {
  const missing = Object.entries(values).filter(([, v]) => v === undefined);
  if (missing.length === Object.keys(values).length) return undefined;
  if (missing.length > 0) {
    throw new Error(`${group} 配置不完整，缺少 ${missing.map(([k]) => k).join('、')}`);
  }
  return values as { [K in keyof T]: string };
}

/**
 * Reads the payment settings from the parsed environment.
 * @throws Error when a provider is partly configured, the QR provider is not configured, or a
 * real provider runs without `PUBLIC_URL` (its notifications need a public address).
 */
export function paymentConfig(e: PaymentEnv, publicUrl: string | undefined): PaymentConfig {
  const ali = allOrNone('支付宝', {
    ALIPAY_APP_ID: e.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: e.ALIPAY_PRIVATE_KEY,
    ALIPAY_PUBLIC_KEY: e.ALIPAY_PUBLIC_KEY,
  });
  const wx = allOrNone('微信支付', {
    WECHATPAY_MCHID: e.WECHATPAY_MCHID,
    WECHATPAY_APPID: e.WECHATPAY_APPID,
    WECHATPAY_SERIAL: e.WECHATPAY_SERIAL,
    WECHATPAY_PRIVATE_KEY: e.WECHATPAY_PRIVATE_KEY,
    WECHATPAY_APIV3_KEY: e.WECHATPAY_APIV3_KEY,
    WECHATPAY_PUBLIC_KEY: e.WECHATPAY_PUBLIC_KEY,
    WECHATPAY_PUBLIC_KEY_ID: e.WECHATPAY_PUBLIC_KEY_ID,
  });
  if ((ali || wx) && !publicUrl) throw new Error('使用支付宝或微信支付时须设置 PUBLIC_URL');
  if (e.PAYMENT_PROVIDER === 'alipay' && !ali)
    throw new Error('PAYMENT_PROVIDER=alipay 但未配置支付宝');
  if (e.PAYMENT_PROVIDER === 'wechat' && !wx)
    throw new Error('PAYMENT_PROVIDER=wechat 但未配置微信支付');
  return {
    paymentProvider: e.PAYMENT_PROVIDER,
    ...(ali && {
      alipay: {
        appId: ali.ALIPAY_APP_ID,
        privateKey: ali.ALIPAY_PRIVATE_KEY,
        alipayPublicKey: ali.ALIPAY_PUBLIC_KEY,
        ...(e.ALIPAY_GATEWAY && { gateway: e.ALIPAY_GATEWAY }),
        fundAuth: e.ALIPAY_FUND_AUTH === '1',
      },
    }),
    ...(wx && {
      wechatpay: {
        mchid: wx.WECHATPAY_MCHID,
        appid: wx.WECHATPAY_APPID,
        merchantSerial: wx.WECHATPAY_SERIAL,
        merchantPrivateKey: wx.WECHATPAY_PRIVATE_KEY,
        apiV3Key: wx.WECHATPAY_APIV3_KEY,
        platformPublicKey: wx.WECHATPAY_PUBLIC_KEY,
        platformSerial: wx.WECHATPAY_PUBLIC_KEY_ID,
        ...(e.WECHATPAY_BASE_URL && { baseURL: e.WECHATPAY_BASE_URL }),
      },
    }),
  };
}
