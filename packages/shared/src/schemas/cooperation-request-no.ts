import { z } from 'zod';

/** A request number: `C`, 12 digits of Beijing time and 6 random digits. */
export const COOPERATION_REQUEST_NO_PATTERN = /^C\d{18}$/;

export const cooperationRequestNoSchema = z
  .string({ error: '请提供申请编号' })
  .regex(COOPERATION_REQUEST_NO_PATTERN, '申请编号不正确');
