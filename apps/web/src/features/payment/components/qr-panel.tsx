import { Icon } from '@/components/icon';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import ScanOutlined from '@ant-design/icons-svg/es/asn/ScanOutlined';
import { useState } from 'react';
import { WALLET_LABEL, type PayQrcodeResult, type Wallet } from '@lvxing/shared';
import { Countdown, useCountdown } from '@/components/countdown';
import { RadioGroup } from '@/components/lite/choice';
import { Price } from '@/components/price';
import { useUserStore } from '@/stores/user-store';
import { openPhonePay } from '../api/open-phone-pay';

/**
 * On a phone: the wallet to pay with (those the site takes) and the button that asks the server
 * for that wallet's cashier (支付宝 手机网站支付, 微信支付 H5; the sandbox's page) and opens it
 * here, coming back to this pay page after.
 */
function PhonePay({ orderNo, wallets }: { orderNo: string; wallets: Wallet[] }) {
  const [wallet, setWallet] = useState<Wallet>(wallets[0]!);
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      const returnPath = window.location.pathname + window.location.search;
      const { payUrl } = await openPhonePay({ orderNo, wallet, returnPath });
      window.location.assign(payUrl);
    } catch {
      // the API client has shown the reason; the member may try again
      setOpening(false);
    }
  };
  return (
    <div className="qr-panel__phone">
      <RadioGroup<Wallet>
        className="lite-group--buttons qr-panel__wallets"
        aria-label="支付方式"
        testId="pay-wallet"
        value={wallet}
        options={wallets.map((w) => ({ value: w, label: WALLET_LABEL[w] }))}
        onChange={setWallet}
      />
      <button
        type="button"
        className="btn btn--primary qr-panel__open"
        disabled={opening}
        onClick={() => void open()}
        data-testid="pay-open"
      >
        打开{WALLET_LABEL[wallet]}支付
      </button>
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
      {isMobile && qr.wallets.length > 0 && <PhonePay orderNo={qr.orderNo} wallets={qr.wallets} />}
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
