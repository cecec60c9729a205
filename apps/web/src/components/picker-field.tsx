import { useState, type ReactElement, type ReactNode } from 'react';
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
  /**
   * A trigger of the caller's own (a form's input-like button) instead of the search form's
   * field; `open` shows the panel.
   */
  renderTrigger?: (open: () => void) => ReactElement;
}

/**
 * A field that opens a picking panel: a popover under the field on desktop, a bottom sheet on
 * mobile (city pickers of every kind: airports, stations, coach cities, a student's 优惠区间).
 */
export function PickerField(props: PickerFieldProps) {
  const { label, valueText, placeholder, testId, panel, renderTrigger } = props;
  const isMobile = useUserStore((s) => s.isMobile);
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const trigger = renderTrigger?.(() => setOpen(true)) ?? (
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
