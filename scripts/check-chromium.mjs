// Fails at once, with a way out, when no Chromium is available for the end-to-end tests.
// The tests never skip silently and never download a browser of their own.
import { findChromium } from './chromium-path.mjs';

const path = findChromium();
if (!path) {
  console.error(
    [
      '找不到 Chromium，端到端测试无法运行。 No Chromium found for the end-to-end tests.',
      "Install Debian's package:   apt-get update && apt-get install -y chromium fonts-noto-cjk",
      'or point CHROME_PATH at a Chromium/Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
console.info(`Chromium: ${path}`);
