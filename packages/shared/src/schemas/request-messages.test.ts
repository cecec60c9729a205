// Every request schema of the contract (each `…Body` export), walked field by field: every field
// has a Chinese name, every message a member can get is Chinese and names no English field, and
// no string field takes a NUL (PostgreSQL refuses it in text: it used to answer HTTP 500).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '../index';
import { fieldLabel, UNKNOWN_FIELD_LABEL } from '../field-labels';

type Path = (string | number)[];
interface Node {
  path: Path;
  schema: z.ZodType;
  kind: string;
}

/** The schema under wrappers (optional, default, pipe…) and its own kind. */
function unwrap(schema: z.ZodType): { schema: z.ZodType; kind: string } {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  if (def.innerType) return unwrap(def.innerType as z.ZodType);
  if (def.type === 'pipe') return unwrap(def.in as z.ZodType);
  return { schema, kind: def.type };
}

/** Every field below `schema`: object keys, array elements (index 0), each union option. */
function walk(schema: z.ZodType, path: Path = [], out: Node[] = []): Node[] {
  const { schema: inner, kind } = unwrap(schema);
  if (path.length) out.push({ path, schema: inner, kind });
  if (inner instanceof z.ZodObject) {
    for (const [k, s] of Object.entries(inner.shape)) walk(s as z.ZodType, [...path, k], out);
  } else if (inner instanceof z.ZodArray) {
    walk(inner.element as z.ZodType, [...path, 0], out);
  } else if (inner instanceof z.ZodUnion) {
    for (const o of inner.options) walk(o as z.ZodType, path, out);
  }
  return out;
}

/** The object schemas a body can be: the body itself, or each option of a union. */
function roots(schema: z.ZodType): z.ZodType[] {
  const { schema: inner } = unwrap(schema);
  return inner instanceof z.ZodUnion ? (inner.options as z.ZodType[]) : [schema];
}

/** A body holding `value` at `path` and nothing else (objects and arrays made on the way). */
function bodyWith(path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const inside = bodyWith(rest, value);
  return typeof head === 'number' ? [inside] : { [head as string]: inside };
}

const requestBodies: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(contract) as [string, unknown][]) {
  if (name.endsWith('Body') && value instanceof z.ZodType) requestBodies.push([name, value]);
}

/** ASCII words a message may hold: the date format it asks for. */
const ALLOWED_ASCII = /YYYY-MM-DD/g;
function messageProblem(message: string): string | null {
  if (!/\p{Script=Han}/u.test(message)) return 'not Chinese';
  const word = /[A-Za-z]{2,}/.exec(message.replace(ALLOWED_ASCII, ''));
  return word ? `English word "${word[0]}"` : null;
}

function messagesOf(schema: z.ZodType, body: unknown): string[] {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

const WRONG_VALUES: unknown[] = [undefined, null, 42, -1.5, true, 'x', '', [], {}, [1], { a: 1 }];
/** Password fields take any character: hashed (argon2id), never stored or shown (ASVS V6.2.4). */
const TAKES_ANY_CHARACTER = new Set(['password']);

describe('request schemas', () => {
  it('are found (every …Body export)', () => {
    expect(requestBodies.map(([name]) => name)).toEqual(
      expect.arrayContaining(['flightBookBody', 'trainOrderCreateBody', 'refundBody', 'loginBody']),
    );
    expect(requestBodies.length).toBeGreaterThanOrEqual(20);
  });

  it.each(requestBodies)('%s: every field has a Chinese name', (_name, schema) => {
    const unnamed = walk(schema)
      .filter((n) => fieldLabel(n.path) === UNKNOWN_FIELD_LABEL)
      .map((n) => n.path.join('.'));
    expect(unnamed).toEqual([]);
  });

  it.each(requestBodies)('%s: answers wrong input in Chinese only', (_name, schema) => {
    const problems: string[] = [];
    const check = (what: string, body: unknown) => {
      for (const m of messagesOf(schema, body)) {
        const p = messageProblem(m);
        if (p) problems.push(`${what}: ${m} (${p})`);
      }
    };
    for (const v of WRONG_VALUES) check(`body ${JSON.stringify(v)}`, v);
    check('unknown key', { hacker: 1 });
    for (const node of walk(schema)) {
      for (const v of WRONG_VALUES)
        check(`${node.path.join('.')}=${JSON.stringify(v)}`, bodyWith(node.path, v));
      check(`${node.path.join('.')} too long`, bodyWith(node.path, 'x'.repeat(600)));
      check(`${node.path.join('.')} many`, bodyWith(node.path, Array(60).fill('x')));
      if (node.kind === 'object')
        check(`unknown key in ${node.path.join('.')}`, bodyWith([...node.path, 'hacker'], 1));
      if (node.kind === 'number') check(`${node.path.join('.')} huge`, bodyWith(node.path, 1e9));
    }
    expect(problems).toEqual([]);
  });

  it.each(requestBodies)('%s: no string field takes a NUL or C1 control', (_name, schema) => {
    const taken: string[] = [];
    for (const root of roots(schema)) {
      for (const node of walk(root)) {
        if (node.kind !== 'string' || TAKES_ANY_CHARACTER.has(String(node.path.at(-1)))) continue;
        for (const bad of ['张\u0000三', 'AB\u0085C']) {
          const r = root.safeParse(bodyWith(node.path, bad));
          const at = r.success
            ? []
            : r.error.issues.filter((i) => i.path.join('.') === node.path.join('.'));
          if (at.length === 0) taken.push(`${node.path.join('.')} took ${JSON.stringify(bad)}`);
          for (const i of at) expect(messageProblem(i.message)).toBeNull();
        }
      }
    }
    expect(taken).toEqual([]);
  });
});
