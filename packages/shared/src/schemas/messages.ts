// zod's default messages in Chinese, each naming its field (field-labels.ts): a schema that gives
// no message of its own still answers e.g. 成人人数应为整数, never `Invalid input: expected int`.
// Importing this module installs them for the process (zod's global `customError`, used only
// where a schema gives no message; every schema module imports it through fields.ts).
import { z } from 'zod';
import { BODY_LABEL, fieldLabel } from '../field-labels';

/** The raw issue zod hands an error map (the fields this map reads). */
interface RawIssue {
  code?: string;
  path?: readonly PropertyKey[];
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
}

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '数字',
  int: '整数',
  boolean: '是或否',
  array: '列表',
};

function sizeMessage(iss: RawIssue, label: string, small: boolean): string {
  const n = Number(small ? iss.minimum : iss.maximum);
  switch (iss.origin) {
    case 'string':
      if (small) return n <= 1 ? `请填写${label}` : `${label}至少${n}个字符`;
      return `${label}最多${n}个字符`;
    case 'array':
    case 'set':
      if (small) return n <= 1 ? `请至少提供一项${label}` : `${label}至少${n}项`;
      return `${label}最多${n}项`;
    default: {
      const strict = iss.inclusive === false;
      if (small) return strict ? `${label}应大于${n}` : `${label}不能小于${n}`;
      return strict ? `${label}应小于${n}` : `${label}不能大于${n}`;
    }
  }
}

/**
 * The Chinese message of a zod issue that its schema gave no message for, naming the field by its
 * path: a missing field → 请填写<字段>; a wrong type → <字段>应为数字…; sizes → <字段>最多 n 项…;
 * a key the schema does not know → 请求包含不支持的字段 (the key itself is not repeated: it is the
 * client's text, not ours); anything else → <字段>不正确.
 */
export function defaultIssueMessage(iss: RawIssue): string {
  const path = iss.path ?? [];
  const label = fieldLabel(path);
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return path.length ? `请填写${label}` : `${BODY_LABEL}不能为空`;
      if (iss.expected && TYPE_NAMES[iss.expected])
        return `${label}应为${TYPE_NAMES[iss.expected]}`;
      return `${label}格式不正确`;
    case 'too_small':
      return sizeMessage(iss, label, true);
    case 'too_big':
      return sizeMessage(iss, label, false);
    case 'unrecognized_keys':
      return path.length ? `${label}包含不支持的字段` : '请求包含不支持的字段';
    case 'invalid_format':
      return `${label}格式不正确`;
    default:
      return `${label}不正确`;
  }
}

z.config({ customError: (iss) => defaultIssueMessage(iss as RawIssue) });
