import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode, type TransferBookBody } from '@lvxing/shared';
import { payPath } from '@/components/booking/use-submit-order';
import { formatFen } from '@/components/money';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import { bookTransfer } from './transfer-api';

/**
 * The passenger (name and mobile: the driver calls them) and 提交订单: the server prices again;
 * a moved price (28004) is shown for the member to accept, anything else is toasted. Booked, on
 * to the payment page. A visitor's 提交订单 opens the login overlay and keeps what was filled in.
 */
export function BookingForm(props: {
  body: Omit<TransferBookBody, 'passenger'>;
  onPriceChange: () => void;
}) {
  const navigate = useNavigate();
  const loggedIn = useUserStore(selectLoggedIn);
  const [name, setName] = useState('');
  const [mobile, setMobile] = useState('');
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setProblem('请填写乘车人姓名');
    if (!/^1[3-9]\d{9}$/.test(mobile)) return setProblem('请填写正确的乘车人手机号');
    setProblem(null);
    if (!loggedIn) return requireLogin();
    setBusy(true);
    try {
      const booked = await bookTransfer({
        ...props.body,
        passenger: { name: name.trim(), mobile },
      });
      navigate(payPath({ orderNo: booked.orderNo }));
    } catch (err) {
      const { code, data } = err as { code?: number; data?: { totalFen?: unknown } };
      if (code === ErrorCode.TRANSFER_PRICE_CHANGED && typeof data?.totalFen === 'number') {
        setMoved(data.totalFen);
        props.onPriceChange();
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="card transfer-book" onSubmit={submit} aria-label="乘车人信息">
      <div className="car-field">
        <label htmlFor="transfer-name">乘车人姓名</label>
        <input
          id="transfer-name"
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="car-field">
        <label htmlFor="transfer-mobile">手机号</label>
        <input
          id="transfer-mobile"
          type="text"
          inputMode="numeric"
          value={mobile}
          onChange={(e) => setMobile(e.target.value.trim())}
        />
      </div>
      <div className="car-submit">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={busy}
          data-testid="transfer-book"
        >
          提交订单 {formatFen(props.body.expectedTotalFen)}
        </button>
        {problem && (
          <p className="car-problem" role="alert">
            {problem}
          </p>
        )}
        {moved !== null && (
          <p className="car-problem" role="alert">
            价格已更新为{formatFen(moved)}，请确认后重新提交
          </p>
        )}
      </div>
    </form>
  );
}
