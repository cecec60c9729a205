import '@/styles/widgets.css';
import { formatYuan } from './money';

interface PriceProps {
  fen: number;
  /** Appends 起 (lowest price). */
  from?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  testId?: string;
}

/** A price in the site's orange: a small ¥, the amount, and 起 for a lowest price. */
export function Price({ fen, from = false, size = 'md', className, testId }: PriceProps) {
  return (
    <span
      className={`price price--${size}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <small className="price__unit">¥</small>
      <span className="price__num">{formatYuan(fen)}</span>
      {from && <small className="price__from">起</small>}
    </span>
  );
}
