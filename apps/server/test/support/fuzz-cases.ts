/**
 * Hostile inputs for every API call, derived from the call's JSON schema (the OpenAPI document
 * that @fastify/swagger builds from the zod schemas): well-formed bodies, bodies with one thing
 * wrong (a missing required field, an extra field, a value of the wrong type), and bodies that
 * attack the parser (huge strings and arrays, deep nesting, `__proto__` / `constructor` keys,
 * Unicode edge cases, malformed JSON, wrong content types, oversized bodies).
 */
import fc from 'fast-check';

/** The subset of JSON Schema that zod's OpenAPI conversion produces for request bodies. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}

/** One request of a fuzz case: a body as JSON value, or raw bytes with their content type. */
export type FuzzRequest =
  | { kind: 'json'; body: unknown; label: string }
  | { kind: 'raw'; payload: string; contentType: string; label: string };

const unicodeEdge = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\uFEFF',
  '\u202E',
  '\u200B',
  '𠮷野家',
  '👨‍👩‍👧‍👦',
  'é',
  '\r\n',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '../../etc/passwd',
  '％００',
);

/** Strings a parser or validator might trip on. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  unicodeEdge,
  fc.array(unicodeEdge, { maxLength: 6 }).map((a) => a.join('')),
  fc.nat({ max: 120_000 }).map((n) => 'x'.repeat(n)),
);

const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', ''),
  hostileString.map((s) => s.slice(0, 60)),
);

/** Any JSON-ish value, including prototype-polluting keys. */
export const anyValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308),
    hostileString,
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Arbitrary values that satisfy (most of) `schema`. */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.pattern) {
        try {
          return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, 200));
        } catch {
          return fc.string();
        }
      }
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 40, 200),
      });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -1e9),
        max: Math.min(schema.maximum ?? 1000, 1e9),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case 'object':
    default: {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) shape[k] = valid(s, depth + 1);
      return fc.record(shape, {
        requiredKeys: Object.keys(props).filter((k) => required.has(k)),
      });
    }
  }
}

/** The wrong type for a value (a string where a number goes, an object where a string goes…). */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.integer(),
  fc.boolean(),
  fc.string({ maxLength: 10 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
);

/** A body with exactly one thing wrong: a required field gone, an extra field, a wrong type. */
export function oneThingWrong(schema: JsonSchema): fc.Arbitrary<unknown> {
  const base = valid(schema).filter(
    (v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v),
  );
  const keys = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const variants: fc.Arbitrary<unknown>[] = [
    fc.tuple(base, hostileKey, anyValue).map(([b, k, v]) => {
      const copy: Record<string, unknown> = { ...b };
      Object.defineProperty(copy, k, { value: v, enumerable: true, configurable: true });
      return copy;
    }),
  ];
  if (required.length) {
    variants.push(
      fc.tuple(base, fc.constantFrom(...required)).map(([b, k]) => {
        const copy = { ...b };
        delete copy[k];
        return copy;
      }),
    );
  }
  if (keys.length) {
    variants.push(
      fc
        .tuple(base, fc.constantFrom(...keys), fc.oneof(wrongType, anyValue))
        .map(([b, k, v]) => ({ ...b, [k]: v })),
    );
  }
  return fc.oneof(...variants);
}

/** Deeply nested arrays or objects (parsers that recurse can overflow the stack). */
const deepNesting = fc
  .tuple(fc.integer({ min: 100, max: 20_000 }), fc.boolean())
  .map(([depth, arrays]): FuzzRequest => {
    const open = arrays ? '['.repeat(depth) : '{"a":'.repeat(depth);
    const close = arrays ? ']'.repeat(depth) : '}'.repeat(depth);
    return {
      kind: 'raw',
      payload: `${open}1${close}`,
      contentType: 'application/json',
      label: 'deep',
    };
  });

const malformedJson = fc
  .oneof(
    fc.constantFrom(
      '{',
      '{"a":}',
      '[1,2',
      "{'a':1}",
      '{"a":1,}',
      'undefined',
      'NaN',
      '\u0000',
      '{"__proto__":{"admin":true}}',
    ),
    fc.string({ unit: 'binary', maxLength: 80 }),
  )
  .map((payload): FuzzRequest => ({
    kind: 'raw',
    payload,
    contentType: 'application/json',
    label: 'malformed',
  }));

const wrongContentType = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=gbk',
      'application/octet-stream',
      '',
    ),
    fc.string({ maxLength: 60 }),
  )
  .map(([contentType, payload]): FuzzRequest => ({
    kind: 'raw',
    payload,
    contentType,
    label: 'content-type',
  }));

const oversized = fc.integer({ min: 300_000, max: 1_200_000 }).map((n): FuzzRequest => ({
  kind: 'raw',
  payload: JSON.stringify({ keyword: 'x'.repeat(n) }),
  contentType: 'application/json',
  label: 'oversized',
}));

const hugeArray = fc.integer({ min: 1_000, max: 20_000 }).map((n): FuzzRequest => ({
  kind: 'json',
  body: { passengers: Array.from({ length: n }, () => ({ name: '张三' })) },
  label: 'huge-array',
}));

/** A short description for failure reports (counterexamples can be megabytes long). */
function shortly(req: FuzzRequest): FuzzRequest {
  const text = req.kind === 'json' ? (JSON.stringify(req.body) ?? 'undefined') : req.payload;
  const head = text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text;
  const what = req.kind === 'raw' ? `raw ${req.contentType || '(no content type)'}` : 'json';
  return Object.assign(req, { [fc.toStringMethod]: () => `${req.label} ${what}: ${head}` });
}

/** Every kind of hostile request for a call whose body follows `schema` (may be undefined). */
export function fuzzRequests(schema: JsonSchema | undefined): fc.Arbitrary<FuzzRequest> {
  const json = (body: fc.Arbitrary<unknown>, label: string) =>
    body.map((b): FuzzRequest => ({ kind: 'json', body: b, label }));
  const shaped = schema
    ? [
        { weight: 3, arbitrary: json(valid(schema), 'valid') },
        { weight: 4, arbitrary: json(oneThingWrong(schema), 'one-wrong') },
      ]
    : [];
  return fc
    .oneof(
      ...shaped,
      { weight: 2, arbitrary: json(anyValue, 'any') },
      { weight: 1, arbitrary: deepNesting },
      { weight: 1, arbitrary: malformedJson },
      { weight: 1, arbitrary: wrongContentType },
      { weight: 1, arbitrary: oversized },
      { weight: 1, arbitrary: hugeArray },
    )
    .map(shortly);
}

/** A call to fuzz: method, path (with path parameters filled) and its body schema. */
export interface FuzzTarget {
  method: 'GET' | 'POST';
  path: string;
  schema: JsonSchema | undefined;
}

interface OpenApiDoc {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
}

/** Every API call of the OpenAPI document (POST under /api and the sandbox pages). */
export function fuzzTargets(doc: OpenApiDoc): FuzzTarget[] {
  const out: FuzzTarget[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/') && !path.startsWith('/sandbox/')) continue;
    for (const [method, op] of Object.entries(ops)) {
      const m = method.toUpperCase();
      if (m !== 'GET' && m !== 'POST') continue;
      out.push({
        method: m,
        path: path.replace('{provider}', 'sandbox'),
        schema: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return out;
}
