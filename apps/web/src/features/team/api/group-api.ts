import {
  GroupPath,
  type GroupActResult,
  type GroupDetail,
  type GroupListResult,
  type GroupRequestBody,
  type GroupSubmitResult,
  type PayQrcodeResult,
} from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/group/route/customize: the request, answered with its 参考价. */
export function submitGroup(body: GroupRequestBody): Promise<GroupSubmitResult> {
  return post<GroupSubmitResult>(GroupPath.customize, body);
}

/** POST …/group/route/list: the member's own requests. */
export function listGroups(): Promise<GroupListResult> {
  return post<GroupListResult>(GroupPath.list, {});
}

/** POST …/group/route/detail: one request with its quote versions. */
export function getGroup(requestNo: string): Promise<GroupDetail> {
  return post<GroupDetail>(GroupPath.detail, { requestNo });
}

/** POST …/group/route/quote/accept: accepts the current quote; its order pays the 定金. */
export function acceptGroupQuote(requestNo: string, version: number): Promise<GroupActResult> {
  return post<GroupActResult>(GroupPath.accept, { requestNo, version });
}

/** POST …/group/route/balance/qrcode: the 尾款 line's QR code. */
export function getBalanceQrcode(requestNo: string): Promise<PayQrcodeResult> {
  return post<PayQrcodeResult>(GroupPath.balanceQrcode, { requestNo });
}

/** Query keys of the group area; a member's hold their mobile. */
export const groupKeys = {
  list: (mobile: string) => ['group', 'list', mobile] as const,
  detail: (mobile: string, requestNo: string) => ['group', 'detail', mobile, requestNo] as const,
};
