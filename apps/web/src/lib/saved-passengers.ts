/**
 * The member's saved passengers (常用旅客), kept on the server: what the booking forms of every
 * kind and the 常用旅客 page (features/passengers) share. Numbers come masked; only the member's
 * own edit form asks for one in full (POST /api/user/passenger/detail, in the feature).
 */
import {
  ApiPath,
  ErrorCode,
  SAVED_PASSENGERS_MAX,
  type Envelope,
  type SavedPassengerListResult,
  type SavedPassengerSaveBody,
  type SavedPassengerView,
} from '@lvxing/shared';
import { ApiError, apiClient, post } from './api-client';
import { browserQueryClient, MEMBER_QUERY, QUERY_REQUEST } from './query-client';
import { useApiQuery } from './query-hooks';
import { savedPassengerKeys } from './query-keys';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';

export type { SavedPassengerView } from '@lvxing/shared';

/**
 * True when `error` is the server's refusal of a body it cannot read (10001): the same body will
 * never pass, so a background call need not be retried.
 */
export const isUnreadableBody = (error: unknown): boolean =>
  error instanceof ApiError && error.code === ErrorCode.INVALID_PARAMS;

/** POST /api/user/passenger/list: the member's saved passengers, masked, and how many they may keep. */
export function listSavedPassengers(): Promise<SavedPassengerListResult> {
  return post<SavedPassengerListResult>(ApiPath.userPassengerList, {}, QUERY_REQUEST);
}

/** What {@link useSavedPassengers} gives: the list (empty until known) and its state. */
export interface SavedPassengerList {
  items: SavedPassengerView[];
  /** Most a member may keep (SAVED_PASSENGERS_MAX until the list is known). */
  max: number;
  /** The list has been answered (an empty list then means the member has none). */
  known: boolean;
  loading: boolean;
  /** The last ask failed (the API client has said why). */
  failed: boolean;
  reload: () => Promise<void>;
}

const NONE: SavedPassengerView[] = [];

/**
 * The logged-in member's saved passengers through the query cache (asked anew on each visit of a
 * page: MEMBER_QUERY); nothing is asked for a visitor.
 */
export function useSavedPassengers(): SavedPassengerList {
  const loggedIn = useUserStore(selectLoggedIn);
  const member = useUserStore((s) => s.userInfo.mobile);
  const { data, loading, error, reload } = useApiQuery(
    loggedIn ? savedPassengerKeys.list(member) : null,
    listSavedPassengers,
    MEMBER_QUERY,
  );
  return {
    items: data?.items ?? NONE,
    max: data?.max ?? SAVED_PASSENGERS_MAX,
    known: !!data,
    loading,
    failed: !!error,
    reload,
  };
}

/** Asks the member's saved passengers again wherever they are shown (after a change). */
export function invalidateSavedPassengers(member: string): Promise<void> {
  return browserQueryClient().invalidateQueries({ queryKey: savedPassengerKeys.all(member) });
}

/**
 * Saves the passengers typed into a booking as the member's 常用旅客 after the booking went
 * through, in the background and quietly: one already saved (19003), a full list (19002) or any
 * other failure is ignored (the booking is what the member asked for). Resolves with how many
 * were saved.
 */
export async function keepBookedPassengers(
  member: string,
  passengers: readonly SavedPassengerSaveBody[],
): Promise<number> {
  if (!passengers.length) return 0;
  const saved = await Promise.all(
    passengers.map((p) =>
      postQuietly(ApiPath.userPassengerSave, p).then(
        () => 1,
        () => 0,
      ),
    ),
  );
  const count = saved.reduce<number>((a, b) => a + b, 0);
  if (count) await invalidateSavedPassengers(member);
  return count;
}

/**
 * POSTs `body` to `path` through the one axios instance (the token header) and resolves with the
 * envelope's `data`, with nothing shown: no loading overlay, no toast, and a session code does not
 * send the member to the login. For calls made in the background whose failure changes nothing
 * for the member (saving a booking's passengers as 常用旅客, moving the browser's copy): a
 * duplicate (19003) or a full list (19002) must not interrupt a booking that succeeded. Rejects
 * with an ApiError (business code, or the transport failure) for the caller to ignore.
 */
export async function postQuietly<T>(path: string, body: unknown): Promise<T> {
  let answer: unknown;
  try {
    answer = (await apiClient.post(path, body)).data;
  } catch (error) {
    throw new ApiError('network', 0, error instanceof Error ? error.message : String(error));
  }
  const envelope = answer as Partial<Envelope<T>> | null;
  if (envelope?.code !== ErrorCode.OK) {
    throw new ApiError('business', envelope?.code ?? 0, envelope?.message ?? '', envelope?.data);
  }
  return envelope.data as T;
}
