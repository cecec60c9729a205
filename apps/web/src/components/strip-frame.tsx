import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@/components/icon';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';

interface StripFrameProps {
  className: string;
  testId: string;
  /** The day searched: kept in view when it changes. */
  active: string;
  /** Anything else that re-renders the days (their prices arriving): the day kept in view again. */
  content?: unknown;
  prevDisabled: boolean;
  nextDisabled?: boolean;
  onShift: (days: number) => void;
  /** One `<li>` a day. */
  children: ReactNode;
}

/** A week of days to pick (the result pages' date strips): ‹ the days › moving a week at a time. */
export const STRIP_DAYS = 7;

/**
 * The frame of a day strip: the week's days between 前一周 and 后一周 buttons; on a narrow
 * screen the days scroll and the chosen one (`.is-active`) is kept in view.
 */
export function StripFrame(props: StripFrameProps) {
  const { className, testId, active, content, onShift } = props;
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const ul = list.current;
    const day = ul?.querySelector<HTMLElement>('.is-active');
    if (ul && day) ul.scrollLeft = day.offsetLeft - (ul.clientWidth - day.offsetWidth) / 2;
  }, [active, content]);

  return (
    <div className={className} data-testid={testId}>
      <button
        type="button"
        className="price-strip__nav"
        aria-label="前一周"
        disabled={props.prevDisabled}
        onClick={() => onShift(-STRIP_DAYS)}
      >
        <Icon svg={LeftOutlined} />
      </button>
      <ul className="price-strip__days" ref={list}>
        {props.children}
      </ul>
      <button
        type="button"
        className="price-strip__nav"
        aria-label="后一周"
        disabled={props.nextDisabled}
        onClick={() => onShift(STRIP_DAYS)}
      >
        <Icon svg={RightOutlined} />
      </button>
    </div>
  );
}
