import { ApiPath, type Wallet } from '@lvxing/shared';
import type { PaymentConfig } from '../../payment-config';
import { alipayProvider } from './alipay-provider';
import type { PaymentProvider } from './payment-provider';
import { wechatpayProvider } from './wechatpay-provider';

/** The providers an app runs with and which of them serves what. */
export interface PaymentSetup {
  providers: Map<string, PaymentProvider>;
  /** The provider serving each wallet a phone may pick (a wallet not here is not offered). */
  walletProviders: Partial<Record<Wallet, string>>;
  /** The provider holding deposits, when one does. */
  holdProvider?: string;
}

/**
 * The payment providers of the configuration: always the sandbox (its pages and lines stay
 * payable), 支付宝 and 微信支付 when configured. A wallet is served by its own provider when that
 * is configured, else by the sandbox when the sandbox makes the QR codes; deposits by Alipay
 * 资金授权 when `fundAuth`, else by the sandbox when it makes the QR codes.
 * @param publicUrl the site's public address (the real providers' notify URLs are under it;
 * the configuration guarantees it is set when one is configured).
 */
export function paymentSetup(
  config: PaymentConfig,
  sandbox: PaymentProvider,
  publicUrl: string | undefined,
): PaymentSetup {
  const notifyUrl = (name: string) =>
    new URL(ApiPath.payNotify.replace(':provider', name), publicUrl).toString();
  const providers = new Map<string, PaymentProvider>([[sandbox.name, sandbox]]);
  const { alipay, wechatpay } = config;
  if (alipay) {
    const { fundAuth, ...opts } = alipay;
    providers.set(
      'alipay',
      alipayProvider({ ...opts, holds: fundAuth, notifyUrl: notifyUrl('alipay') }),
    );
  }
  if (wechatpay) {
    providers.set('wechat', wechatpayProvider({ ...wechatpay, notifyUrl: notifyUrl('wechat') }));
  }
  const fallback = config.paymentProvider === 'sandbox' ? sandbox.name : undefined;
  const walletProviders: Partial<Record<Wallet, string>> = {};
  const alipayWallet = alipay ? 'alipay' : fallback;
  const wechatWallet = wechatpay ? 'wechat' : fallback;
  if (alipayWallet) walletProviders.ALIPAY = alipayWallet;
  if (wechatWallet) walletProviders.WECHAT = wechatWallet;
  const holdProvider = alipay?.fundAuth ? 'alipay' : fallback;
  return { providers, walletProviders, ...(holdProvider && { holdProvider }) };
}
