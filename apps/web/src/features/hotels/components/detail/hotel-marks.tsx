// Small marks of a hotel shown on the hotel page and the booking page (no pictures: the booking
// page's first render does without them).

/** 钻级 as diamonds (◆), read out as 4钻. */
export function Diamonds({ stars }: { stars: number }) {
  return (
    <span className="hd-diamonds" role="img" aria-label={`${stars}钻`}>
      {'◆'.repeat(stars)}
    </span>
  );
}

/** 4.6 分 with its words (超棒 / 很好 / 不错 / 一般), as the OTAs show it. */
export function scoreWord(score: number): string {
  if (score >= 4.7) return '超棒';
  if (score >= 4.5) return '很棒';
  if (score >= 4.0) return '很好';
  if (score >= 3.5) return '不错';
  return '一般';
}
