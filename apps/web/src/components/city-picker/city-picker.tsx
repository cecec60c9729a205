import { useState } from 'react';
import { Drawer, Popover } from 'antd';
import { useUserStore } from '@/stores/user-store';
import { CityPanel, type CityValue, type HotTab } from './city-panel';
import type { CityScope } from './search-cities';

export type { CityValue } from './city-panel';

interface CityPickerProps {
  label: string;
  value: CityValue | null;
  onChange: (city: CityValue) => void;
  scope?: CityScope;
  defaultTab?: HotTab;
  placeholder?: string;
  testId?: string;
}

/** A city field: a popover on desktop, a bottom sheet on mobile, with the city panel inside. */
export function CityPicker(props: CityPickerProps) {
  const {
    label,
    value,
    onChange,
    scope = 'all',
    defaultTab,
    placeholder = '请选择城市',
    testId,
  } = props;
  const isMobile = useUserStore((s) => s.isMobile);
  const [open, setOpen] = useState(false);
  const pick = (city: CityValue) => {
    onChange(city);
    setOpen(false);
  };
  const trigger = (
    <button
      type="button"
      className={value ? 'fs-field city-trigger' : 'fs-field city-trigger is-empty'}
      data-testid={testId}
      aria-label={`${label}：${value?.name ?? '未选择'}`}
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      <span className="fs-field__label">{label}</span>
      <span className="fs-field__value">{value?.name ?? placeholder}</span>
    </button>
  );
  const panel = open ? <CityPanel scope={scope} defaultTab={defaultTab} onPick={pick} /> : null;

  if (isMobile) {
    return (
      <>
        {trigger}
        <Drawer
          title={`选择${label}`}
          placement="bottom"
          size="85vh"
          open={open}
          onClose={() => setOpen(false)}
          destroyOnHidden
          className="city-drawer"
        >
          {panel}
        </Drawer>
      </>
    );
  }
  return (
    <Popover
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
    </Popover>
  );
}
