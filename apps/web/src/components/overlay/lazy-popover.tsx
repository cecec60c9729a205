import { cloneElement, lazy, Suspense, useState, type ReactElement, type ReactNode } from 'react';
import type { PopoverProps } from 'antd';

const PopoverImpl = lazy(() => import('./popover-impl'));

type TriggerProps = { onClick?: (e: React.MouseEvent) => void };

export interface LazyPopoverProps extends Omit<PopoverProps, 'children' | 'content'> {
  content?: ReactNode;
  /** The trigger: one element taking onClick (a button). */
  children: ReactElement<TriggerProps>;
}

/**
 * antd's Popover loaded on first use: until then only the trigger renders, so a screen's first
 * render carries no antd. Open state may be controlled (`open`) or left to the popover (a click on
 * the trigger opens it).
 */
export function LazyPopover({ open, onOpenChange, children, ...rest }: LazyPopoverProps) {
  const [own, setOwn] = useState(false);
  const [used, setUsed] = useState(false);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : own;
  const setOpen = (o: boolean) => {
    if (!controlled) setOwn(o);
    onOpenChange?.(o);
  };
  if (!used && !isOpen) {
    return cloneElement(children, {
      onClick: (e: React.MouseEvent) => {
        children.props.onClick?.(e);
        setUsed(true);
        if (!controlled) setOpen(true);
      },
    });
  }
  if (!used) setUsed(true);
  return (
    <Suspense fallback={children}>
      <PopoverImpl {...rest} open={isOpen} onOpenChange={setOpen}>
        {children}
      </PopoverImpl>
    </Suspense>
  );
}
