import { useEffect } from 'react';
import { useUserStore } from '@/stores/user-store';

/**
 * Tells the navigation whether the flight page shows an international route (国际机票 is then
 * the current entry); `undefined` while that is not known yet leaves it as it is.
 */
export function useNavArea(international: boolean | undefined): void {
  useEffect(() => {
    if (international === undefined) return;
    const { navInfo, setNavInfo } = useUserStore.getState();
    const area = international ? 'international' : undefined;
    if (navInfo.area !== area) setNavInfo({ ...navInfo, area });
  }, [international]);
}
