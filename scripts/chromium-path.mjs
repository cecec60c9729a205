import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Path of the Chromium to drive: CHROME_PATH, else `chromium` (or `chromium-browser`) on PATH. */
export function findChromium() {
  if (process.env.CHROME_PATH)
    return isExecutable(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return null;
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
