import { useState, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { formatFen } from '@/components/money';
import { LazyDrawer } from '../overlay/lazy-drawer';

interface SubmitBarProps {
  isMobile: boolean;
  totalFen: number | null;
  panel: ReactNode;
  submitting: boolean;
  onSubmit: () => void;
}

/** Desktop: the price panel in a sticky side column; mobile: a bottom bar with 明细 in a sheet. */
export function SubmitBar({ isMobile, totalFen, panel, submitting, onSubmit }: SubmitBarProps) {
  const [sheet, setSheet] = useState(false);
  const button = (
    <button
      type="button"
      className="btn btn--primary book__submit"
      data-testid="submit-order"
      disabled={submitting}
      onClick={onSubmit}
    >
      {submitting ? '正在提交…' : '提交订单'}
    </button>
  );
  if (!isMobile) {
    return (
      <aside className="book__side">
        <div className="card book__side-inner">
          {panel}
          {button}
        </div>
      </aside>
    );
  }
  return (
    <>
      <div className="m-submit-bar">
        <button type="button" className="m-submit-bar__total" onClick={() => setSheet(true)}>
          <span>订单总额</span>
          <strong data-testid="price-total">
            {totalFen === null ? '--' : formatFen(totalFen)}
          </strong>
          <small>
            明细 <Icon svg={UpOutlined} />
          </small>
        </button>
        {button}
      </div>
      <LazyDrawer
        placement="bottom"
        size="auto"
        open={sheet}
        onClose={() => setSheet(false)}
        title="价格明细"
      >
        {panel}
      </LazyDrawer>
    </>
  );
}
