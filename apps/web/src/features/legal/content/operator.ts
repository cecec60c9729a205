import { POLICY_VERSION } from '@lvxing/shared';

/**
 * Who runs the site, as the legal texts name it. PLACEHOLDERS of this demo: the real operator's
 * name, address and contacts go here before the site goes live.
 */
export const OPERATOR = {
  name: '【运营方全称】',
  address: '【运营方通信地址】',
  hotline: '400-820-6666',
  email: 'privacy@example.com',
} as const;

/** Shown at the top of every legal page: the operator's details are not real. */
export const PLACEHOLDER_NOTICE =
  '本站为演示站点：文中的运营方名称、地址、客服电话和电子邮箱均为占位信息，并非真实主体，不能用于联系或维权；正式运营前须替换为实际经营者的信息，并经法务审核。';

/** "2026年11月25日" for "2026-11-25". */
export function formatLegalDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${y}年${m}月${d}日`;
}

/** The version (effective date) of the 用户协议 and 隐私政策 a member agrees to. */
export const POLICY_EFFECTIVE = POLICY_VERSION;

/** The contact lines that close the 用户协议 and the 隐私政策. */
export const CONTACT_LINES = [
  `运营方：${OPERATOR.name}（占位）`,
  `通信地址：${OPERATOR.address}（占位）`,
  `客服热线：${OPERATOR.hotline}（7×24小时，占位）`,
  `个人信息保护负责人邮箱：${OPERATOR.email}（占位）`,
];
