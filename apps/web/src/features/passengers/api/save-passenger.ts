import { ApiPath, type SavedPassengerSaveBody, type SavedPassengerView } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/**
 * POST /api/user/passenger/save: adds a saved passenger, or updates one (`id`). A student
 * profile is verified on save: the answer carries its state (待核验, 已通过, 未通过 with the reason).
 * A refusal (19002 list full, 19003 document saved already, 10001 a field) is toasted by the API
 * client and rejects.
 */
export function savePassenger(body: SavedPassengerSaveBody): Promise<SavedPassengerView> {
  return post<SavedPassengerView>(ApiPath.userPassengerSave, body);
}
