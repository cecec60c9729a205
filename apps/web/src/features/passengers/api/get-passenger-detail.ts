import { ApiPath, type SavedPassengerFull } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { QUERY_REQUEST } from '@/lib/query-client';

/**
 * POST /api/user/passenger/detail: one of the member's saved passengers with its numbers in full,
 * for the member's own edit form only (lists answer them masked).
 */
export function getPassengerDetail(id: string): Promise<SavedPassengerFull> {
  return post<SavedPassengerFull>(ApiPath.userPassengerDetail, { id }, QUERY_REQUEST);
}
