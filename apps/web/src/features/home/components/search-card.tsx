import {
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { Link } from 'react-router';
import type { SaleKind } from '@lvxing/shared';
import { SALE_KIND_INFO } from '@/lib/kinds';
import { FlightFormPreview } from './flight-form-preview';

type SearchBox = LazyExoticComponent<ComponentType<{ onReady?: () => void }>>;

/**
 * Each kind's form of the hero (loaded when its tab opens; the flight form is first shown as its
 * preview), null for a kind without a home tab. Exhaustive: a new kind needs its entry here.
 */
const SEARCH_BOXES: Record<SaleKind, SearchBox | null> = {
  FLIGHT: lazy(() => import('./flight-search-box')),
  TRAIN: lazy(() => import('./train-search-box')),
  BUS: lazy(() => import('./bus-search-box')),
  HOTEL: lazy(() => import('./hotel-search-box')),
  TOUR: lazy(() => import('./tour-search-box')),
  // 用车 has no form here: its tab below leads to /car
  CAR: null,
};

/** Products searched right here, each with its own form: the kinds with a home tab (lib/kinds). */
export const formTabs = SALE_KIND_INFO.flatMap((k) =>
  k.homeTab && SEARCH_BOXES[k.kind]
    ? [{ key: k.slug, kind: k.kind, label: k.homeTab.label, Box: SEARCH_BOXES[k.kind]! }]
    : [],
);
export type FormTab = (typeof formTabs)[number]['key'];

/** The other products: each tab leads to its own area. */
export const otherTabs = [{ to: '/car', label: '用车' }] as const;

/** Same height as the form, while it loads. */
function FormSkeleton() {
  return <div className="search-card__skeleton" aria-busy="true" aria-label="搜索表单加载中" />;
}

type Wake = { target: string | null; how: 'click' | 'focus' | 'none' };

/**
 * The real form's field for a preview field whose test id the real one does not carry: the trip
 * options (a radio of the value).
 */
const REAL_FIELD: Record<string, string> = {
  'trip-OW': 'input[value="OW"]',
  'trip-RT': 'input[value="RT"]',
};

/**
 * The flight form shows as a plain-HTML preview until the visitor reaches for it; then the real
 * form loads and gets the click (or focus) the preview received. The switch is a transition:
 * the preview stays in place (and keeps taking clicks) until the real form is ready.
 */
function useFlightForm() {
  const [live, setLive] = useState(false);
  const pending = useRef<Wake>({ target: null, how: 'none' });
  const panel = useRef<HTMLDivElement>(null);
  const wake = useCallback((target: string | null, how: Wake['how']) => {
    // a click outranks the focus that came with it
    if (how === 'click' || (how === 'focus' && pending.current.how !== 'click')) {
      pending.current = { target, how };
    }
    startTransition(() => setLive(true));
  }, []);
  const onReady = useCallback(() => {
    const { target, how } = pending.current;
    pending.current = { target: null, how: 'none' };
    if (!target || how === 'none') return;
    const field = panel.current?.querySelector<HTMLElement>(
      REAL_FIELD[target] ?? `[data-testid="${target}"]`,
    );
    const el = field?.matches('button') ? field : (field?.querySelector('input') ?? field);
    if (how === 'click') el?.click();
    el?.focus();
  }, []);
  return { live, wake, onReady, panel };
}

/** The hero search: 机票, 火车票, 汽车票, 酒店 and 旅游 forms, and a link to 用车. */
export function SearchCard() {
  const [tab, setTab] = useState<FormTab>(formTabs[0]!.key);
  const flight = useFlightForm();
  return (
    <div
      className="search-card card"
      onPointerEnter={tab === 'flight' ? () => flight.wake(null, 'none') : undefined}
    >
      <div className="search-card__tabs">
        <div className="search-card__group" role="tablist" aria-label="预订类型">
          {formTabs.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              aria-selected={tab === t.key}
              className={tab === t.key ? 'search-card__tab is-active' : 'search-card__tab'}
              data-testid={`home-tab-${t.key}`}
              onClick={() => setTab(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <nav className="search-card__group" aria-label="更多预订">
          {otherTabs.map((t) => (
            <Link key={t.to} to={t.to} className="search-card__tab">
              {t.label}
            </Link>
          ))}
        </nav>
        <Link to="/internation" className="search-card__tab search-card__tab--side">
          国际·港澳台机票 ›
        </Link>
      </div>
      <div
        ref={flight.panel}
        role="tabpanel"
        aria-label={formTabs.find((t) => t.key === tab)?.label}
      >
        <Suspense fallback={<FormSkeleton />}>
          {formTabs.map(({ key, kind, Box }) => {
            if (key !== tab) return null;
            if (kind !== 'FLIGHT') return <Box key={key} />;
            return flight.live ? (
              <Box key={key} onReady={flight.onReady} />
            ) : (
              <FlightFormPreview key={key} onWake={flight.wake} />
            );
          })}
        </Suspense>
      </div>
    </div>
  );
}
