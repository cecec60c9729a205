import { Icon } from '@/components/icon';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import ScanOutlined from '@ant-design/icons-svg/es/asn/ScanOutlined';
import { useState } from 'react';
import type { PayQrcodeResult } from '@lvxing/shared';
import { Countdown, useCountdown } from '@/components/countdown';
import { RadioGroup } from '@/components/lite/choice';
import { Price } from '@/components/price';
import { useUserStore } from '@/stores/user-store';

type Wallet = 'ALIPAY' | 'WECHAT';
const wallets = [
  { value: 'ALIPAY' as const, label: '支付宝' },
  { value: 'WECHAT' as const, label: '微信支付' },
];

/**
 * The provider's page opened on this phone as the chosen wallet's cashier, coming back to this
 * pay page after (the sandbox's page takes `channel` and `return`).
 */
function phonePayUrl(codeUrl: string, wallet: Wallet): string {
  const url = new URL(codeUrl, window.location.href);
  url.searchParams.set('channel', wallet);
  url.searchParams.set('return', window.location.pathname + window.location.search);
  return url.toString();
}

/** On a phone: the wallet to pay with and the button that opens it here. */
function PhonePay({ codeUrl }: { codeUrl: string }) {
  const [wallet, setWallet] = useState<Wallet>('ALIPAY');
  return (
    <div className="qr-panel__phone">
      <RadioGroup<Wallet>
        className="lite-group--buttons qr-panel__wallets"
        aria-label="支付方式"
        testId="pay-wallet"
        value={wallet}
        options={wallets}
        onChange={setWallet}
      />
      <a
        className="btn btn--primary qr-panel__open"
        href={phonePayUrl(codeUrl, wallet)}
        data-testid="pay-open"
      >
        打开{wallets.find((w) => w.value === wallet)!.label}支付
      </a>
    </div>
  );
}

/**
 * The QR code to scan, what it pays (the answer's amount: for a 担保, the first night only), the
 * time left and a link to the payment page for desktop testing; on a phone first the wallet
 * (支付宝 / 微信支付) and a button opening it on the phone, the QR code kept for another device.
 */
export function QrPanel({ qr, what }: { qr: PayQrcodeResult; what?: string }) {
  const left = useCountdown(qr.expiresAt);
  const isMobile = useUserStore((s) => s.isMobile);
  return (
    <section className="card qr-panel" aria-label="扫码支付">
      <p className="qr-panel__time">
        <Icon svg={ClockCircleOutlined} />
        {left === 0 ? (
          <span>支付已超时，订单即将关闭</span>
        ) : (
          <span>
            请在{' '}
            <Countdown
              to={qr.expiresAt}
              testId="pay-countdown"
              className="countdown countdown--hot"
            />{' '}
            内完成支付
          </span>
        )}
      </p>
      {what && <span className="qr-panel__what">{what}</span>}
      <Price fen={qr.amountFen} size="lg" testId="pay-now" />
      {isMobile && <PhonePay codeUrl={qr.codeUrl} />}
      <img
        className="qr-panel__img"
        src={qr.qrDataUrl}
        alt="支付二维码"
        width={220}
        height={220}
        data-testid="pay-qrcode"
      />
      <p className="qr-panel__hint">
        <Icon svg={ScanOutlined} />{' '}
        {isMobile ? '也可在另一台设备上扫码支付' : '请使用手机扫码完成支付'}
      </p>
      <a
        className="qr-panel__link"
        href={qr.codeUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="pay-link"
      >
        在新窗口打开支付页 <Icon svg={ExportOutlined} />
      </a>
      <p className="qr-panel__note">支付完成后本页面将自动跳转，请勿关闭</p>
    </section>
  );
}
