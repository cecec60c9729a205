import { describe, expect, it } from 'vitest';
import { answerProblem } from './fuzz-answer';

const env = (code: number) => JSON.stringify({ code, message: '错误', data: null });

describe('what a fuzzed call may answer', () => {
  it('accepts envelope errors and transport 4xx, refuses 5xx, 50000, non-envelopes', () => {
    expect(answerProblem('/api/x', 200, 'application/json', env(10001))).toBeNull();
    expect(answerProblem('/api/x', 413, 'application/json', env(10002))).toBeNull();
    expect(answerProblem('/api/x', 500, 'application/json', env(50000))).toMatch(/HTTP 500/);
    expect(answerProblem('/api/x', 200, 'application/json', env(50000))).toMatch(/internal/);
    expect(answerProblem('/api/x', 200, 'text/plain', 'oops')).toMatch(/not JSON/);
    expect(answerProblem('/api/x', 200, 'application/json', '{"ok":1}')).toMatch(/envelope/);
    expect(answerProblem('/api/x', 302, 'application/json', env(200))).toMatch(/302/);
    expect(answerProblem('/sandbox/pay', 200, 'text/html; charset=utf-8', '<p>')).toBeNull();
  });

  it('refuses validation messages with an English field name', () => {
    const msg = (message: string) => JSON.stringify({ code: 10001, message, data: null });
    expect(
      answerProblem('/api/x', 200, 'application/json', msg('出发日期格式应为 YYYY-MM-DD')),
    ).toBeNull();
    expect(
      answerProblem('/api/x', 200, 'application/json', msg('mobile: 请输入正确的手机号')),
    ).toMatch(/not Chinese/);
    expect(answerProblem('/api/x', 200, 'application/json', msg('Invalid input'))).toMatch(
      /not Chinese/,
    );
  });
});
