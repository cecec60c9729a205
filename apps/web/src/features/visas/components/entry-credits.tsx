import type { VisaEntrySearchResult } from '@lvxing/shared';

/** Under the grid: the data's source (credited) and date, the 港澳台 note, 以使馆最新要求为准. */
export function EntryCredits({ answer }: { answer: VisaEntrySearchResult }) {
  return (
    <footer className="vs-credits" data-testid="visa-credits">
      <p>
        入境政策数据截至 {answer.dataDate}，来源：{answer.source}。{answer.changeNote}
      </p>
      <p>{answer.excludedNote}</p>
      <p>签证产品、领区划分与价格为示例数据，仅供演示。</p>
    </footer>
  );
}
