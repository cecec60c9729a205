import { useEffect, type RefObject } from 'react';

/**
 * Hands `onTyped` what a visitor typed into a server-rendered text field before the app hydrated
 * the page: hydration keeps the server's DOM, so the text is in the field but not in the state.
 * Read once, as the app takes the page over; text equal to what the field shows (`shown`) was
 * not typed.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  shown: string,
  onTyped: (text: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed && typed !== shown) onTyped(typed);
    // once, on the first commit: later changes come through the field's onChange
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
