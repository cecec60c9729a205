import '@/styles/widgets.css';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  okText?: string;
  cancelText?: string;
  busy?: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** A yes/no question in the site's modal dialog. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const {
    open,
    title,
    children,
    okText = '确定',
    cancelText = '再想想',
    busy,
    onOk,
    onCancel,
  } = props;
  return (
    <Dialog open={open} onClose={onCancel} title={title} className="confirm-dialog">
      <div className="confirm-dialog__body">{children}</div>
      <div className="confirm-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {cancelText}
        </button>
        <button
          type="button"
          className="btn btn--brand"
          onClick={onOk}
          disabled={busy}
          data-testid="confirm-ok"
        >
          {okText}
        </button>
      </div>
    </Dialog>
  );
}
