import { useState } from 'react';
import { HOTEL_SUB_SCORE_LABEL, HOTEL_SUB_SCORES, type HotelReview } from '@lvxing/shared';
import { REVIEW_PAGE_SIZE, useHotelReviews } from '../../hooks/use-hotel-detail';
import { scoreWord } from './hotel-marks';

function ReviewItem({ r }: { r: HotelReview }) {
  return (
    <li className="hd-review" data-testid="review">
      <div className="hd-review__head">
        <strong>{r.author}</strong>
        {r.verified && (
          <span className="tag tag--soft" title="本站会员入住后发表">
            已入住会员
          </span>
        )}
        <span className="hd-review__score">{r.score.toFixed(1)}分</span>
        <span className="hd-muted">
          {r.stayMonth.replace('-', '年')}月入住 · {r.roomTypeName}
        </span>
      </div>
      <p className="hd-review__text">{r.text}</p>
      <p className="hd-muted hd-review__subs">
        {HOTEL_SUB_SCORES.map((k) => `${HOTEL_SUB_SCORE_LABEL[k]}${r.subScores[k]}`).join(' · ')}
      </p>
    </li>
  );
}

/** 住客点评: the score, its sub-scores and a paged list (members' reviews marked). */
export function HotelReviews({ hotelId }: { hotelId: string }) {
  const [page, setPage] = useState(1);
  const { data, loading } = useHotelReviews(hotelId, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / REVIEW_PAGE_SIZE)) : 1;
  return (
    <section className="card hd-section" id="hd-reviews" aria-labelledby="hd-rev-title">
      <h2 id="hd-rev-title" className="hd-section__title">
        住客点评
        {data && (
          <small className="hd-muted">
            {data.score.toFixed(1)}分 {scoreWord(data.score)} · {data.reviewCount}条点评
          </small>
        )}
      </h2>
      {data && (
        <dl className="hd-subscores hd-subscores--wide">
          {HOTEL_SUB_SCORES.map((k) => (
            <div key={k}>
              <dt>{HOTEL_SUB_SCORE_LABEL[k]}</dt>
              <dd>{data.subScores[k].toFixed(1)}</dd>
            </div>
          ))}
        </dl>
      )}
      {!data && loading && <p className="hd-muted">正在加载点评…</p>}
      {data && data.items.length === 0 && <p className="hd-muted">暂无点评</p>}
      {data && (
        <ul className="hd-reviews" aria-busy={loading}>
          {data.items.map((r) => (
            <ReviewItem key={r.id} r={r} />
          ))}
        </ul>
      )}
      {data && pages > 1 && (
        <nav className="hd-pager" aria-label="点评翻页">
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            上一页
          </button>
          <span data-testid="review-page">
            {page} / {pages}
          </span>
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            data-testid="review-next"
          >
            下一页
          </button>
        </nav>
      )}
    </section>
  );
}
