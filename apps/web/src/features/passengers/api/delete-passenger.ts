import { ApiPath } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/user/passenger/delete: removes one of the member's saved passengers. */
export function deletePassenger(id: string): Promise<null> {
  return post<null>(ApiPath.userPassengerDelete, { id });
}
