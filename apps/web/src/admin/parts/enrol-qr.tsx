import { useEffect, useState } from 'react';
import { Alert, Spin, Typography } from 'antd';
import QRCode from 'qrcode';

/**
 * The otpauth enrolment QR code of a new account, drawn in the browser (the secret never goes
 * to a third party), with the URI for typing it in by hand. Shown once: the server keeps the
 * secret encrypted and never answers it again.
 */
export function EnrolQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(uri, { width: 220, margin: 1 }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(''),
    );
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <div style={{ textAlign: 'center' }}>
      <Alert
        type="warning"
        showIcon
        title="二维码只显示这一次，请让该员工立即用身份验证器 App 扫描绑定"
        style={{ marginBottom: 16, textAlign: 'left' }}
      />
      {src === null ? (
        <Spin />
      ) : (
        src && <img src={src} width={220} height={220} alt="绑定动态验证码的二维码" />
      )}
      <Typography.Paragraph
        type="secondary"
        copyable={{ text: uri }}
        style={{ wordBreak: 'break-all', fontSize: 12 }}
      >
        无法扫码时可手动输入：{new URL(uri).searchParams.get('secret')}
      </Typography.Paragraph>
    </div>
  );
}
