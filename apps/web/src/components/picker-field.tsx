import { useState, type ReactNode } from 'react';
import { useUserStore } from '@/stores/user-store';
import { LazyDrawer } from './overlay/lazy-drawer';
import { LazyPopover } from './overlay/lazy-popover';

export interface PickerFieldProps {
  /** Field label (出发城市, 出发站…); the sheet is titled 选择<label>. */
  label: string;
  /** What is chosen, or null. */
  valueText: string | null;
  placeholder: string;
  testId?: string;
  /** The panel inside; `close` hides the popover or sheet. Rendered only while open. */
  panel: (close: () => void) => ReactNode;
}

/**
 * A search-form field that opens a picking panel: a popover under the field on desktop, a bottom
 * sheet on mobile (city pickers of every kind: airports, stations, coach cities).
 */
export function PickerField({ label, valueText, placeholder, testId, panel }: PickerFieldProps) {
  const isMobile = useUserStore((s) => s.isMobile);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const trigger = (
    <button
      type="button"
      className={valueText ? 'fs-field city-trigger' : 'fs-field city-trigger is-empty'}
      data-testid={testId}
      aria-label={`${label}：${valueText ?? '未选择'}`}
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      <span className="fs-field__label">{label}</span>
      <span className="fs-field__value">{valueText ?? placeholder}</span>
    </button>
  );
  const content = open ? panel(close) : null;

  if (isMobile) {
    return (
      <>
        {trigger}
        <LazyDrawer
          title={`选择${label}`}
          placement="bottom"
          size="85vh"
          open={open}
          onClose={close}
          destroyOnHidden
          className="city-drawer"
        >
          {content}
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
      content={content}
      arrow={false}
      destroyOnHidden
      classNames={{ root: 'city-popover' }}
    >
      {trigger}
    </LazyPopover>
  );
}
