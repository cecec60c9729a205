// `npm run staff -- create --login X --name Y --role ADMIN [--password-stdin]`: creates a staff
// account against the same database and secrets as the server (the embedded PGlite under
// ./data by default, or DATABASE_URL) and prints its otpauth URI and a terminal QR code.
import { stdin, stdout } from 'node:process';
import { createInterface } from 'node:readline/promises';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { createPiiCipher, parseDataKeys } from '../src/lib/pii-cipher';
import { systemClock } from '../src/lib/clock';
import { parseStaffArgs, runStaffCreate } from '../src/modules/staff/staff-cli';
import { StaffLimits } from '../src/modules/staff/staff-limits';
import { resolveSecrets } from '../src/secrets';

/** All of standard input, without its final line break. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** A line typed at a prompt without echoing it. */
async function askHidden(question: string): Promise<string> {
  const rl = createInterface({ input: stdin, output: stdout, terminal: true });
  stdout.write(question);
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => undefined;
  const answer = await rl.question('');
  rl.close();
  stdout.write('\n');
  return answer;
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin) return readStdin();
  if (!stdin.isTTY) throw new Error('请在终端中输入密码，或使用 --password-stdin');
  const first = await askHidden('密码：');
  if ((await askHidden('再次输入密码：')) !== first) throw new Error('两次输入的密码不一致');
  return first;
}

async function main(): Promise<void> {
  const args = parseStaffArgs(process.argv.slice(2));
  const password = await readPassword(args.passwordStdin);
  const config = loadConfig();
  const secrets = resolveSecrets(config);
  const pii = createPiiCipher(parseDataKeys(secrets.dataKeys), secrets.idHash);
  const database = await openDatabase(config);
  try {
    const deps = { db: database.db, pii, now: systemClock, limits: new StaffLimits({}) };
    const { text } = await runStaffCreate(deps, args, password);
    console.info(text);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? `创建失败：${err.message}` : err);
  process.exit(1);
});
