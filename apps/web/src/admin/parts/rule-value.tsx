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
      v !== null && typeof v === 'object' ? ruleValueLines(v, fields, path).join('，') : String(v),
    );
  }
  if (value !== null && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      const name = fields[[...path, k].join('.')] ?? k;
      if (Array.isArray(v) && v.some((x) => x !== null && typeof x === 'object')) {
        return [`${name}：`, ...ruleValueLines(v, fields, [...path, k]).map((l) => `\u3000· ${l}`)];
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

/** The value under a rule's row: one line each (the first few, the rest on the version list). */
export function RuleValue(props: { value: unknown; fields: Record<string, string> }) {
  const lines = ruleValueLines(props.value, props.fields);
  return (
    <div className="rule-value">
      {lines.map((l, i) => (
        <div key={i}>{l}</div>
      ))}
    </div>
  );
}
