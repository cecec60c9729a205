import { useState } from 'react';
import type { OrderDetail, VisaCaseState, VisaCaseView } from '@lvxing/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { VisaItemRow } from './visa-item-row';
import { abortCase, submitCase } from './visa-materials-api';
import './visa-cases.css';

/** The states in which the member adds or takes off files. */
const EDITABLE: readonly VisaCaseState[] = ['AWAITING_MATERIALS', 'NEEDS_MORE'];

/** The case's history as a timeline, oldest first, each step in Beijing time. */
function CaseSteps({ visaCase }: { visaCase: VisaCaseView }) {
  return (
    <ol className="vm-steps" aria-label={`${visaCase.name}的办理进度`} data-testid="case-steps">
      {visaCase.history.map((h, i) => (
        <li
          key={`${h.state}-${h.at}`}
          className={i === visaCase.history.length - 1 ? 'is-now' : ''}
        >
          <strong>{h.label}</strong>
          <span className="vm-muted"> {formatInstant(h.at)}</span>
          {h.note && <p className="vm-muted">{h.note}</p>}
        </li>
      ))}
    </ol>
  );
}

/** 提交审核 (while the files may change; enabled when `canSubmit`) and 中止办理 (asked first). */
function CaseActions(props: {
  visaCase: VisaCaseView;
  editable: boolean;
  busy: boolean;
  onSubmit: () => void;
  onAbort: () => Promise<boolean>;
}) {
  const { visaCase, editable, busy } = props;
  const [asking, setAsking] = useState(false);
  const refund = visaCase.abortRefundFen;
  return (
    <>
      <div className="vm-actions">
        {editable && (
          <button
            type="button"
            className="btn btn--primary"
            data-testid="case-submit"
            disabled={!visaCase.canSubmit || busy}
            onClick={props.onSubmit}
          >
            提交审核
          </button>
        )}
        {refund !== null && (
          <button
            type="button"
            className="btn btn--ghost"
            data-testid="case-abort"
            onClick={() => setAsking(true)}
          >
            中止办理
          </button>
        )}
      </div>
      {editable && !visaCase.canSubmit && (
        <p className="vm-muted">请上传全部必需材料（订单支付后）再提交审核。</p>
      )}
      <ConfirmDialog
        open={asking}
        title={`确定中止${visaCase.name}的签证办理吗？`}
        okText="中止办理"
        busy={busy}
        onOk={() => void props.onAbort().then((done) => done && setAsking(false))}
        onCancel={() => setAsking(false)}
      >
        <p data-testid="abort-refund">
          按当前办理阶段可退 {formatFen(refund ?? 0)}，使馆签证费一经缴纳不予退还；中止后不可恢复。
        </p>
      </ConfirmDialog>
    </>
  );
}

/** `order` with the case of `next`'s applicant replaced by `next`. */
function withCase(order: OrderDetail, next: VisaCaseView): OrderDetail {
  const product = order.product;
  if (product?.kind !== 'VISA') return order;
  const cases = product.cases.map((c) => (c.applicantId === next.applicantId ? next : c));
  return { ...order, product: { ...product, cases } };
}

/**
 * One applicant's case with its materials: each checklist item (state, files, upload), the
 * history, 提交审核 while `canSubmit` and 中止办理 (with what it refunds now, asked first). Each act
 * answers the case as it now is; the order detail is fetched again for its banner and money.
 */
export default function VisaCasePanel(props: { orderNo: string; visaCase: VisaCaseView }) {
  const { orderNo } = props;
  // the last answer, shown until the page passes a newer case (the cache's, or a fetched one)
  const [answered, setAnswered] = useState<{ from: VisaCaseView; to: VisaCaseView } | null>(null);
  const visaCase = answered?.from === props.visaCase ? answered.to : props.visaCase;
  const [busy, setBusy] = useState(false);
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  // the answered case goes into the cached detail at once (the panel stays mounted, so a file
  // picked meanwhile on another item is not lost), then the detail is fetched for its banner
  const onCase = (next: VisaCaseView) => {
    const key = orderKeys.detail(member, orderNo);
    setAnswered({ from: props.visaCase, to: next });
    client.setQueryData<OrderDetail>(key, (old) => old && withCase(old, next));
    void client.invalidateQueries({ queryKey: key });
  };
  /** Sends the case call; true when it went through. */
  const act = async (call: typeof submitCase) => {
    setBusy(true);
    try {
      onCase(await call({ orderNo, applicantId: visaCase.applicantId }));
      return true;
    } catch {
      return false; // the API client has shown the server's message
    } finally {
      setBusy(false);
    }
  };
  const editable = EDITABLE.includes(visaCase.state);
  return (
    <li className="visa-case vm-case" data-testid="visa-case">
      <div className="visa-case__head">
        <strong>{visaCase.name}</strong> <span className="vm-muted">{visaCase.pinyin}</span>
        <span className="vm-tag vm-tag--case" data-testid="visa-case-state">
          {visaCase.stateLabel}
        </span>
      </div>
      <ul className="vm-items">
        {visaCase.items.map((item) => (
          <VisaItemRow
            key={item.id}
            orderNo={orderNo}
            applicantId={visaCase.applicantId}
            item={item}
            editable={editable}
            onCase={onCase}
          />
        ))}
      </ul>
      <CaseActions
        visaCase={visaCase}
        editable={editable}
        busy={busy}
        onSubmit={() => void act(submitCase)}
        onAbort={() => act(abortCase)}
      />
      <CaseSteps visaCase={visaCase} />
    </li>
  );
}
