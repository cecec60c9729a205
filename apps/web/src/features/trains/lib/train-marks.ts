import type { TrainResult } from '@lvxing/shared';

// kept apart from filter-sort.ts: the booking page shows these without the list's filters

/** 12306's availability text: 有 (20 or more), N张 (1–19), 无 (none). */
export function seatsText(seatsLeft: number): string {
  if (seatsLeft >= 20) return '有';
  if (seatsLeft <= 0) return '无';
  return `${seatsLeft}张`;
}

/** Where a station sits on the train's route: 始 (origin), 终 (terminal), else 过 (passing). */
export function stopMark(t: TrainResult, end: 'from' | 'to'): '始' | '终' | '过' {
  const stop = t[end];
  if (end === 'from' && (stop.seq === 1 || stop.name === t.origin)) return '始';
  if (end === 'to' && stop.name === t.terminal) return '终';
  return '过';
}
