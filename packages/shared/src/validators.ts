import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from './constants';
import { MOBILE_PATTERN, SMS_CODE_PATTERN } from './mobile-rules';
import './schemas/messages';

export const mobileSchema = z
  .string({ error: '请输入手机号' })
  .min(1, '请输入手机号')
  .regex(MOBILE_PATTERN, '请输入正确的手机号');

export const smsCodeSchema = z
  .string({ error: '请输入验证码' })
  .min(1, '请输入验证码')
  .regex(SMS_CODE_PATTERN, `验证码为${SMS_CODE_LENGTH}位数字`);

export const passwordSchema = z
  .string({ error: '请输入密码' })
  .min(PASSWORD_MIN_LENGTH, `密码至少${PASSWORD_MIN_LENGTH}位`)
  .max(PASSWORD_MAX_LENGTH, `密码最多${PASSWORD_MAX_LENGTH}位`);
