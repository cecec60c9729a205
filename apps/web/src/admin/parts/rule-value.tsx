/**
 * A rule's value in the order of its schema's fields (the database's jsonb keeps keys in its own
 * order: `to` before `from`), for the editor's text and the lines below.
 */
export function inSchemaOrder(
  value: unknown,
  fields: Record<string, string>,
  path: string[] = [],
): unknown {
  if (Array.isArray(value)) return value.map((v) => inSchemaOrder(v, fields, path));
  if (value === null || typeof value !== 'object') return value;
  const order = Object.keys(fields);
  const rank = (k: string) => {
    const i = order.indexOf([...path, k].join('.'));
    return i < 0 ? order.length : i;
  };
  const entries = Object.entries(value as Record<string, unknown>).sort(
    ([a], [b]) => rank(a) - rank(b),
  );
  return Object.fromEntries(entries.map(([k, v]) => [k, inSchemaOrder(v, fields, [...path, k])]));
}

/** One step of a list (a ladder step, a period): its `label` first when it has one. */
function stepLine(step: object, fields: Record<string, string>, path: string[]): string {
  const { label, ...rest } = step as Record<string, unknown>;
  const parts = ruleValueLines(rest, fields, path);
  return typeof label === 'string' ? `${label}：${parts.join('，')}` : parts.join('，');
}

/**
 * A rule value as lines a person reads: each field by its Chinese name (the server's `fields`,
 * keyed by path without list indexes), lists of steps one line per step.
 */
export function ruleValueLines(
  value: unknown,
  fields: Record<string, string>,
  path: string[] = [],
): string[] {
  if (Array.isArray(value)) {
    return value.map((v) =>
      v !== null && typeof v === 'object' ? stepLine(v, fields, path) : String(v),
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      const name = fields[[...path, k].join('.')] ?? k;
      if (Array.isArray(v) && v.some((x) => x !== null && typeof x === 'object')) {
        const steps = ruleValueLines(v, fields, [...path, k]).map((l) => `\u3000· ${l}`);
        return [`${name}：`, ...steps];
      }
      const text = Array.isArray(v)
        ? v.join('、')
        : ruleValueLines(v, fields, [...path, k]).join('；');
      return [`${name}：${text}`];
    });
  }
  if (typeof value === 'boolean') return [value ? '是' : '否'];
  return [String(value)];
}

/** A rule value, one line a field (lists one line a step), in its schema's order. */
export function RuleValue(props: { value: unknown; fields: Record<string, string> }) {
  const lines = ruleValueLines(inSchemaOrder(props.value, props.fields), props.fields);
  return (
    <div className="rule-value">
      {lines.map((l, i) => (
        <div key={i}>{l}</div>
      ))}
    </div>
  );
}
