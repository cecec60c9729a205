/**
 * The parts every result list (flights, trains, coaches) shares around `useProgressiveList`: the
 * 显示更多 row that is also the list's scroll sentinel, and the card shown while a search runs.
 */
export function ShowMoreRow({
  shown,
  label,
}: {
  shown: { more: boolean; showMore: () => void; sentinelRef: (el: HTMLElement | null) => void };
  /** e.g. 显示更多航班 */
  label: string;
}) {
  if (!shown.more) return null;
  return (
    <li ref={shown.sentinelRef} className="flist__more">
      <button type="button" className="btn btn--ghost" onClick={shown.showMore}>
        {label}
      </button>
    </li>
  );
}

/** The card in place of results while the first answer of a search is awaited. */
export function SearchLoading({ text }: { text: string }) {
  return (
    <div className="card flist__loading" aria-busy="true">
      {text}
    </div>
  );
}
