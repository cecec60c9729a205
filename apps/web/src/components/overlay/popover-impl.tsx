import { Suspense } from 'react';
import { Popover, type PopoverProps } from 'antd';
import { AntdProvider } from '../antd-provider';

/** antd's Popover in the site theme, its content allowed to load lazily (see lazy-popover). */
export default function PopoverImpl({ content, ...props }: PopoverProps) {
  return (
    <AntdProvider>
      <Popover
        {...props}
        content={
          content && (
            <Suspense fallback={<div className="overlay-loading" />}>
              {content as React.ReactNode}
            </Suspense>
          )
        }
      />
    </AntdProvider>
  );
}
