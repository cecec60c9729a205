import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { HOTEL_SUB_SCORE_LABEL, HOTEL_SUB_SCORES, type HotelSubScore } from '@lvxing/shared';
import { Dialog } from '@/components/dialog';
import { useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { submitHotelReview } from '../api/submit-hotel-review';
import { StarRating } from './star-rating';
import './review-dialog.css';

/** Text limits of a review (hotelReviewSubmitBody). */
const TEXT_MIN = 5;
const TEXT_MAX = 500;

type Scores = Record<HotelSubScore, number>;
const NO_SCORES: Scores = { location: 0, facility: 0, service: 0, hygiene: 0 };

/** The first thing the form lacks, in words, or null when it can be sent. */
function missing(scores: Scores, text: string): string | null {
  const unscored = HOTEL_SUB_SCORES.find((k) => scores[k] < 1);
  if (unscored) return `请为${HOTEL_SUB_SCORE_LABEL[unscored]}评分`;
  if (text.trim().length < TEXT_MIN) return `点评内容至少${TEXT_MIN}个字`;
  return null;
}

/**
 * 写点评 of a stay (loaded on demand): four sub-scores (位置, 设施, 服务, 卫生, 1–5 stars each) and
 * 5–500 characters. Sent once (a write, never retried); on success the member's orders are asked
 * again, so the order shows 已点评.
 */
export default function ReviewDialog({
  orderNo,
  hotelName,
  onClose,
}: {
  orderNo: string;
  hotelName: string;
  onClose: () => void;
}) {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  const [scores, setScores] = useState<Scores>(NO_SCORES);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const send = useMutation(
    {
      mutationFn: () => submitHotelReview({ orderNo, scores, text: text.trim() }),
      onSuccess: async () => {
        ui.toast('success', '点评成功，感谢您的分享');
        onClose();
        await client.invalidateQueries({ queryKey: orderKeys.all(member) });
      },
    },
    client,
  );
  const problem = missing(scores, text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!problem) send.mutate();
  };

  return (
    <Dialog open onClose={onClose} title="写点评" className="review-dialog">
      <form onSubmit={submit} noValidate data-testid="review-form">
        <p className="review-dialog__hotel">{hotelName}</p>
        {HOTEL_SUB_SCORES.map((k) => (
          <StarRating
            key={k}
            name={k}
            label={HOTEL_SUB_SCORE_LABEL[k]}
            value={scores[k]}
            onChange={(v) => setScores((s) => ({ ...s, [k]: v }))}
          />
        ))}
        <label className="review-dialog__label" htmlFor="review-text">
          点评内容
        </label>
        <textarea
          id="review-text"
          className="review-dialog__text"
          rows={5}
          maxLength={TEXT_MAX}
          value={text}
          placeholder="说说房间、服务、位置和卫生，帮助其他旅客选择（5–500字）"
          aria-describedby="review-count"
          onChange={(e) => setText(e.target.value)}
        />
        <p id="review-count" className="review-dialog__count">
          {text.trim().length}/{TEXT_MAX}
        </p>
        {tried && problem && (
          <p className="review-dialog__error" role="alert">
            {problem}
          </p>
        )}
        <div className="confirm-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            取消
          </button>
          <button
            type="submit"
            className="btn btn--brand"
            disabled={send.isPending}
            data-testid="review-submit"
          >
            提交点评
          </button>
        </div>
      </form>
    </Dialog>
  );
}
