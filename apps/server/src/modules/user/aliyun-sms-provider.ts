import Dysmsapi, { SendSmsRequest } from '@alicloud/dysmsapi20170525';
import { Config as OpenApiConfig } from '@alicloud/openapi-client';
import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { SmsProvider } from './sms-provider';

/** Aliyun SMS settings (README: ALIYUN_* variables). */
export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  /** The login code's template (one parameter `code`). */
  templateCode: string;
  /**
   * The order notices' template codes by event (`ALIYUN_SMS_TEMPLATES`, JSON), each template with
   * the parameters `orderNo` and `detail`.
   */
  templates: Readonly<Record<string, string>>;
  endpoint: string;
  protocol: 'https' | 'http';
}

// the SDK is published as CommonJS with `exports.default`
const Client = ((Dysmsapi as unknown as { default?: typeof Dysmsapi }).default ??
  Dysmsapi) as typeof Dysmsapi;

/**
 * Sends codes through Aliyun SMS (Dysmsapi 2017-05-25 SendSms) with Aliyun's official SDK. The
 * template must take one parameter `code`.
 */
export function aliyunSmsProvider(opts: AliyunSmsOptions): SmsProvider {
  const client = new Client(
    new OpenApiConfig({
      accessKeyId: opts.accessKeyId,
      accessKeySecret: opts.accessKeySecret,
      endpoint: opts.endpoint,
      protocol: opts.protocol,
    }),
  );
  const sendSms = async (mobile: string, templateCode: string, params: object) => {
    const request = new SendSmsRequest({
      phoneNumbers: mobile,
      signName: opts.signName,
      templateCode,
      templateParam: JSON.stringify(params),
    });
    let responseCode: string | undefined;
    try {
      const res = await client.sendSms(request);
      responseCode = res.body?.code;
    } catch (err) {
      throw new AppError(ErrorCode.SMS_SEND_FAILED, undefined, null, err);
    }
    if (responseCode !== 'OK') {
      throw new AppError(ErrorCode.SMS_SEND_FAILED);
    }
  };
  return {
    name: 'aliyun',
    send: ({ mobile, code }) => sendSms(mobile, opts.templateCode, { code }),
    async sendNotice({ mobile, template, params }) {
      const code = opts.templates[template];
      // no template for the event: refused like a failed send, so the notice stays queued
      if (!code) throw new AppError(ErrorCode.SMS_SEND_FAILED, `短信模板未配置：${template}`);
      await sendSms(mobile, code, params);
    },
  };
}
