/**
 * The one hand-off between the boot script of a page whose markup came with the HTML
 * (apps/web/scripts/boot.js, which runs before the app) and the app: `window.lvxingBoot`. Before
 * the app listens for the page's events, a click would be lost; the boot script keeps it here for
 * the app to replay once hydrated.
 */
export interface BootHandoff {
  /** Set by the app right before it hydrates or renders: from then on the boot script keeps no click. */
  listening?: boolean;
  /** The last button clicked before the app was up (app/early-click.ts clicks it again). */
  click?: Element;
  /**
   * The home hero's flight form preview clicked before the app was up: the test id of the field
   * clicked (null: elsewhere in the form); false once the preview has taken it
   * (features/home/components/flight-form-preview.tsx).
   */
  heroField?: string | null | false;
}

declare global {
  interface Window {
    /** {@link BootHandoff}: created by the boot script, or by the app when there is none. */
    lvxingBoot?: BootHandoff;
  }
}

function handoff(): BootHandoff {
  return (window.lvxingBoot ??= {});
}

/** Called right before hydration or the first render: React now receives the page's clicks. */
export function markAppListening(): void {
  handoff().listening = true;
}

/** The button clicked before the app was up, once (undefined when none or already taken). */
export function takeEarlyClick(): Element | undefined {
  const h = handoff();
  const clicked = h.click;
  h.click = undefined;
  return clicked;
}

/**
 * The field of the hero's flight form preview clicked before the app was up (a test id, or null
 * for the form elsewhere), once; undefined when there was none. The boot script then lets the
 * preview's clicks through.
 */
export function takeEarlyHeroField(): string | null | undefined {
  const h = handoff();
  const field = h.heroField;
  h.heroField = false;
  return field === false ? undefined : field;
}
