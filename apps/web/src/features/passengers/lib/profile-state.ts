import type { ProfileState } from '@lvxing/shared';

/** The state tag's tone of a 核验状态 (styles/widgets.css `state-tag--*`). */
export const PROFILE_TONE: Record<ProfileState, 'ok' | 'warn' | 'info'> = {
  APPROVED: 'ok',
  REJECTED: 'warn',
  PENDING: 'info',
};
