import { z } from 'zod';

/**
 * The online map's settings call: apart from `ApiPath`, which every page's first load carries,
 * as only the map view (loaded when opened) asks it.
 */
export const MAP_SETTINGS_PATH = '/api/map/settings';

/** POST /api/map/settings takes nothing. */
export const mapSettingsBody = z.strictObject({});

/**
 * The online map the site may show: AMap's JS API key, and the path of this site's proxy for
 * AMap's service calls (`window._AMapSecurityConfig.serviceHost` is this origin + it); both null
 * when no key is configured, and the web app draws its offline map.
 */
export const mapSettingsResult = z.object({
  amapKey: z.string().nullable(),
  servicePath: z.string().nullable(),
});
export type MapSettings = z.infer<typeof mapSettingsResult>;
