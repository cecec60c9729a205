// Loaded on the first name typed: pinyin-pro's dictionary is most of its size.
import { pinyin } from 'pinyin-pro';

/**
 * The passport pinyin of a Chinese name, surname first character (a compound surname such as 欧阳
 * is corrected by hand): 张三丰 → ZHANG / SANFENG. Empty for a name of fewer than two Chinese
 * characters.
 */
export function pinyinOf(name: string): { surname: string; given: string } {
  const chars = [...name.trim()].filter((c) => /\p{Script=Han}/u.test(c));
  if (chars.length < 2) return { surname: '', given: '' };
  const parts = pinyin(chars.join(''), { toneType: 'none', type: 'array', v: true });
  const up = (s: string) => s.replace(/[^a-z]/gi, '').toUpperCase();
  return { surname: up(parts[0] ?? ''), given: up(parts.slice(1).join('')) };
}
