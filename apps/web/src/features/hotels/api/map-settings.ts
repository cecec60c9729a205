import { MAP_SETTINGS_PATH, type MapSettings } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { browserQueryClient } from '@/lib/query-client';

/** No online map: the offline one is drawn. */
export const OFFLINE_MAP: MapSettings = { amapKey: null, servicePath: null };

/**
 * POST /api/map/settings: AMap's key and proxy path when the site has them. Any failure gives
 * {@link OFFLINE_MAP}, quietly: the offline map is a whole answer, not an error to show.
 */
export async function getMapSettings(): Promise<MapSettings> {
  try {
    return await post<MapSettings>(
      MAP_SETTINGS_PATH,
      {},
      { silent: true, deferTransportToast: true },
    );
  } catch {
    return OFFLINE_MAP;
  }
}

/** The settings through the query cache: asked once per visit (they do not change meanwhile). */
export function mapSettings(): Promise<MapSettings> {
  return browserQueryClient().fetchQuery({
    queryKey: ['map', 'settings'],
    queryFn: getMapSettings,
    staleTime: Infinity,
  });
}
