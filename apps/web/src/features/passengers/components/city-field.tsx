import { lazy, Suspense, useState } from 'react';
import { LazyDrawer } from '@/components/overlay/lazy-drawer';
import { LazyPopover } from '@/components/overlay/lazy-popover';
import { useUserStore } from '@/stores/user-store';

const CityPanel = lazy(() => import('./city-panel'));

interface CityFieldProps {
  /** 家庭所在城市… (the button's name, the sheet's title). */
  label: string;
  value: string;
  invalid: boolean;
  testId: string;
  onPick: (city: string) => void;
}

/**
 * A city of a student's 优惠区间, picked with the train station search (/api/train/station/search:
 * a city, or a station standing for its city): a popover on desktop, a bottom sheet on phones.
 */
export function CityField({ label, value, invalid, testId, onPick }: CityFieldProps) {
  const isMobile = useUserStore((s) => s.isMobile);
  const [open, setOpen] = useState(false);
  const pick = (city: string) => {
    onPick(city);
    setOpen(false);
  };
  const panel = open ? (
    <Suspense fallback={<p className="city-panel__hint">加载中…</p>}>
      <CityPanel testId={`${testId}-panel`} onPick={pick} />
    </Suspense>
  ) : null;
  const trigger = (
    <button
      type="button"
      className={`lite-input trav-city${invalid ? ' is-error' : ''}${value ? '' : ' is-empty'}`}
      aria-label={`${label}：${value || '未选择'}`}
      aria-haspopup="dialog"
      aria-invalid={invalid || undefined}
      data-testid={testId}
      onClick={() => setOpen(true)}
    >
      {value || '请选择城市'}
    </button>
  );
  if (isMobile) {
    return (
      <>
        {trigger}
        <LazyDrawer
          title={`选择${label}`}
          placement="bottom"
          size="85vh"
          open={open}
          onClose={() => setOpen(false)}
          destroyOnHidden
          className="city-drawer"
        >
          {panel}
        </LazyDrawer>
      </>
    );
  }
  return (
    <LazyPopover
      trigger="click"
      placement="bottomLeft"
      open={open}
      onOpenChange={setOpen}
      content={panel}
      arrow={false}
      destroyOnHidden
      classNames={{ root: 'city-popover' }}
    >
      {trigger}
    </LazyPopover>
  );
}
