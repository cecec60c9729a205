import { pinyin } from 'pinyin-pro';

/**
 * Readings pinyin-pro gets wrong for place names (checked for every city of the catalog; the
 * common polyphones 重庆 chongqing, 厦门 xiamen, 长沙 changsha, 长春 changchun, 蚌埠 bengbu,
 * 乐山 leshan, 台州 taizhou come out right from its phrase dictionary). Per character pair.
 */
const PLACE_READINGS: Readonly<Record<string, string>> = {
  // 什 is shí in transliterations (喀什, 奥什, 比什凯克, 阿什哈巴德), pinyin-pro reads shén
  什: 'shi',
  都匀: 'du yun',
  昌都: 'chang du',
};

/** Syllables of a Chinese place name, lower case without tones, ü written v. */
function syllables(text: string): string[] {
  let rest = text;
  const out: string[] = [];
  while (rest.length) {
    const word = Object.keys(PLACE_READINGS).find((w) => rest.startsWith(w));
    if (word) {
      out.push(...(PLACE_READINGS[word] ?? '').split(' '));
      rest = rest.slice(word.length);
      continue;
    }
    const next = Object.keys(PLACE_READINGS)
      .map((w) => rest.indexOf(w))
      .filter((i) => i > 0)
      .reduce((m, i) => Math.min(m, i), rest.length);
    out.push(...pinyin(rest.slice(0, next), { toneType: 'none', type: 'array' }));
    rest = rest.slice(next);
  }
  return out.map((s) => s.toLowerCase().replace(/ü/g, 'v')).filter((s) => /^[a-z]+$/.test(s));
}

/**
 * Full pinyin (e.g. chongqing) and initials (cq) of a place name, via pinyin-pro with the
 * place-name fixes above.
 */
export function placePinyin(nameZh: string): { pinyin: string; initials: string } {
  const s = syllables(nameZh);
  return { pinyin: s.join(''), initials: s.map((x) => x[0] ?? '').join('') };
}
