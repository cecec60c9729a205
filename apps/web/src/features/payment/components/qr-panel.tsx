import { Icon } from '@/components/icon';
import ClockCircleOutlined from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import ExportOutlined from '@ant-design/icons-svg/es/asn/ExportOutlined';
import ScanOutlined from '@ant-design/icons-svg/es/asn/ScanOutlined';
import type { PayQrcodeResult } from '@lvxing/shared';
import { Countdown, useCountdown } from '@/components/countdown';
import { Price } from '@/components/price';

/**
 * The QR code to scan, what it pays (the answer's amount: for a 担保, the first night only), the
 * time left and a link to the payment page for desktop testing.
 */
export function QrPanel({ qr, what }: { qr: PayQrcodeResult; what?: string }) {
  const left = useCountdown(qr.expiresAt);
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
      <img
        className="qr-panel__img"
        src={qr.qrDataUrl}
        alt="支付二维码"
        width={220}
        height={220}
        data-testid="pay-qrcode"
      />
      <p className="qr-panel__hint">
        <Icon svg={ScanOutlined} /> 请使用手机扫码完成支付
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
