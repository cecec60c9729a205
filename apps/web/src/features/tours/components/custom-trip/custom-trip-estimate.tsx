import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { EstimateLine, FenRange, ItinerarySubmitResult } from '@lvxing/shared';
import { formatInstant, formatTravelDate } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { useUserStore } from '@/stores/user-store';

/** `¥3200–¥4800`, or one amount when both ends meet. */
export function rangeText(r: FenRange): string {
  return r.lowFen === r.highFen
    ? formatFen(r.lowFen)
    : `${formatFen(r.lowFen)}–${formatFen(r.highFen)}`;
}

/** Whether a line priced anything (a line left to the consultant shows its note instead). */
const priced = (line: EstimateLine) => line.items.length > 0;

/** One line: its label and range per person, its parts for the party, what it leaves out. */
function Line({ line }: { line: EstimateLine }) {
  return (
    <li className="custom-estimate__line" data-testid={`custom-line-${line.key}`}>
      <div className="custom-estimate__line-head">
        <strong>{line.label}</strong>
        <span>{priced(line) ? `人均 ${rangeText(line.perPerson)}` : '顾问报价'}</span>
      </div>
      {priced(line) && (
        <ul className="custom-estimate__items">
          {line.items.map((item, i) => (
            <li key={i}>
              <span>{item.text}</span>
              <span className="custom-estimate__amount">{rangeText(item)}</span>
            </li>
          ))}
        </ul>
      )}
      {line.note && <p className="custom-estimate__note">{line.note}</p>}
    </li>
  );
}

/** The budget given against the low end per person (nothing when no budget was given). */
function BudgetFit({ budgetFen, within }: { budgetFen: number; within: boolean | null }) {
  if (within === null) return null;
  return (
    <p className={within ? 'custom-estimate__fit' : 'custom-estimate__fit is-over'}>
      人均预算 {formatFen(budgetFen)}：
      {within ? '在参考价范围内可以实现' : '低于参考价下限，顾问将为您推荐更省钱的安排'}
    </p>
  );
}

/**
 * The answer to a custom trip request: its number, the indicative range per person and for
 * the party, the lines it was made of (大交通, 住宿, 当地游玩/导游用车) with their parts, and
 * what happens next.
 */
export function CustomTripEstimate(props: { result: ItinerarySubmitResult; onAgain: () => void }) {
  const { result, onAgain } = props;
  const member = useUserStore((s) => s.userInfo.token !== '');
  const e = result.estimate;
  const ref = useRef<HTMLElement>(null);
  // the answer replaces a long form: bring its top (the range) into view and focus there
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="card custom-estimate"
      role="status"
      data-testid="custom-result"
    >
      <h2>定制需求已提交</h2>
      <p className="custom-estimate__no">
        需求单号 <strong data-testid="custom-request-no">{result.requestNo}</strong> · 状态：
        {result.stateLabel}（{formatInstant(result.submittedAt)}）
      </p>
      <div className="custom-estimate__price">
        <span>参考价（人均）</span>
        <strong data-testid="custom-per-person">{rangeText(e.perPerson)}</strong>
        <span>
          全部 {e.travellers} 人 {rangeText(e.party)} · 自 {formatTravelDate(e.pricedFrom)} 起估算
        </span>
      </div>
      <BudgetFit budgetFen={e.budgetFen} within={e.withinBudget} />
      <ul className="custom-estimate__lines">
        {e.lines.map((line) => (
          <Line key={line.key} line={line} />
        ))}
      </ul>
      <p className="custom-estimate__basis">{e.basis}</p>
      <p>定制顾问将在 1 个工作日内电话联系您，确认行程细节后给出正式报价。</p>
      <div className="custom-estimate__actions">
        {member ? (
          <Link className="btn btn--primary" to="/requestList">
            查看我的申请
          </Link>
        ) : (
          <span className="custom-estimate__hint">登录后提交的需求可在“我的申请”中查看进度</span>
        )}
        <button type="button" className="btn btn--ghost" onClick={onAgain}>
          再提交一个
        </button>
      </div>
    </section>
  );
}
