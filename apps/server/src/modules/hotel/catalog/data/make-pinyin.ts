// Remakes `pinyin.csv` (every place word and name part of the hotel catalog with its pinyin by
// pinyin-pro, through the place-name fixes of lib/catalog/place-pinyin.ts), after a change to the
// data or to how names are built: `npx tsx apps/server/src/modules/hotel/catalog/data/make-pinyin.ts`.
import { writeFileSync } from 'node:fs';
import { placePinyin } from '../../../../lib/catalog/place-pinyin';
import { getHotelCatalog } from '../catalog';
import { pinyinUse } from '../cities';

getHotelCatalog();
const texts = pinyinUse().texts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const rows = texts.map((t) => {
  if (t.includes(',') || t.includes('\n')) throw new Error(`cannot store ${t}`);
  const p = placePinyin(t);
  return `${t},${p.pinyin},${p.initials}`;
});
writeFileSync(
  new URL('./pinyin.csv', import.meta.url),
  `text,pinyin,initials\n${rows.join('\n')}\n`,
);
console.info(`pinyin.csv: ${rows.length} texts`);
