interface PagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Page numbers around the current one, with the first and last: `1 … 4 5 6 … 12`. */
export function pageNumbers(page: number, pages: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= 1) out.push(p);
    else if (out.at(-1) !== null) out.push(null);
  }
  return out;
}

/** 上一页 · page numbers · 下一页 of a paged list. */
export function Pager({ page, pages, onPage }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className="hotel-pager" aria-label="分页">
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </button>
      {pageNumbers(page, pages).map((p, i) =>
        p === null ? (
          <span key={`gap-${i}`} className="hotel-pager__gap">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={p === page ? 'is-active' : undefined}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
