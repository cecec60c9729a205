/**
 * What a server-rendered page shows where its member-specific part goes until the app is up
 * (a member's orders, the booking form's passengers and contact), and while that part's first
 * answer is awaited: still grey bars the size of cards, marked busy (`aria-busy`, label
 * 页面加载中).
 *
 * Still on purpose: a spinner turning for the second or two the app takes to start on a phone
 * made the browser draw a frame 60 times a second for all that time, work that competed with the
 * app's start-up for the CPU. On this project's 2-core bench machine, Lighthouse's blocking time
 * on `/orderList` fell by about half without it (bench/HISTORY.md). Route changes inside the app
 * keep the spinner (components/page-spinner.tsx), where a wait should look alive.
 *
 * @param rows number of card-sized bars (default 3)
 */
export function PendingBlock({ rows = 3 }: { rows?: number }) {
  return (
    <div className="pending-block" aria-busy="true" aria-label="页面加载中">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="pending-block__bar" aria-hidden />
      ))}
    </div>
  );
}
