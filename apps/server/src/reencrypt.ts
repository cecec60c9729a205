import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { encryptPlainDocuments, reencryptDocuments } from './db/encrypt-documents';
import { createPiiCipher, parseDataKeys } from './lib/pii-cipher';
import { resolveSecrets } from './secrets';

/**
 * `npm run data:reencrypt -w @lvxing/server`: after a key rotation (a new key put first in
 * `DATA_KEYS`, the old one kept after it), re-encrypts every stored ID, passport and certificate
 * number under the new key; once it reports 0 everywhere the old key may leave `DATA_KEYS`.
 * Reads the same configuration as the server (environment, or the embedded database's
 * `secrets.json`); safe while servers run, and to run again.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const pii = createPiiCipher(parseDataKeys(secrets.dataKeys), secrets.idHash);
  const database = await openDatabase(config);
  try {
    const plain = await encryptPlainDocuments(database.db, pii);
    const counts = await reencryptDocuments(database.db, pii);
    console.info(`当前密钥 ${pii.currentKeyId}；明文证件号加密 ${plain} 条`);
    for (const [column, n] of Object.entries(counts)) console.info(`${column}：重新加密 ${n} 条`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `重新加密失败：${err.message}` : err);
  process.exit(1);
});
