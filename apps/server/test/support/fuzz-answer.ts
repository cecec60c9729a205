/**
 * What an answer to a hostile request may be: an envelope `{code, message, data}` with HTTP 200
 * and a code other than 50000, or a transport error (HTTP 4xx) with an envelope too; never a 5xx.
 * A validation error (10001) speaks Chinese and names no English field.
 * The sandbox payment page answers HTML.
 */
const TRANSPORT_STATUSES = new Set([400, 404, 405, 413, 415]);

/** Null when the answer is acceptable, else what is wrong with it. */
export function answerProblem(
  path: string,
  status: number,
  contentType: string | undefined,
  text: string,
): string | null {
  if (status >= 500) return `HTTP ${status}: ${text.slice(0, 200)}`;
  if (status !== 200 && !TRANSPORT_STATUSES.has(status)) return `unexpected HTTP ${status}`;
  if (path.startsWith('/sandbox/') && (contentType ?? '').startsWith('text/html')) return null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `not JSON (HTTP ${status}): ${text.slice(0, 120)}`;
  }
  const env = body as { code?: unknown; message?: unknown };
  if (typeof env.code !== 'number' || typeof env.message !== 'string' || !('data' in env)) {
    return `not an envelope: ${text.slice(0, 120)}`;
  }
  if (env.code === 50000) return `internal error envelope: ${text.slice(0, 200)}`;
  if (status === 200 && env.code !== 200 && env.message.length === 0) return 'empty error message';
  if (env.code === 10001) {
    // validation names the field in Chinese, never by an English path (schemas/messages.ts)
    const english = /[A-Za-z]{2,}/.exec(env.message.replace(/YYYY-MM-DD/g, ''));
    if (english || !/\p{Script=Han}/u.test(env.message)) return `not Chinese: ${env.message}`;
  }
  return null;
}
