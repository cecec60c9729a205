// Hostile multipart requests for POST /api/visa/material/upload (visa-upload-fuzz.test.ts):
// random text fields, file parts and framing, none of which may store a file.
import fc from 'fast-check';

/** The ids a request may carry as they are (the member's own order, applicants and items). */
export interface RealIds {
  orderNo: string;
  applicantIds: string[];
  itemIds: string[];
}

const FIELDS = ['orderNo', 'applicantId', 'itemId'] as const;
type FieldName = (typeof FIELDS)[number];

/** A text field: the real value, left out, or hostile text. */
type FieldValue =
  { kind: 'real'; pick: number } | { kind: 'missing' } | { kind: 'text'; value: string };

/** A file part: its field name, file name, declared type and bytes. */
interface FilePart {
  field: string;
  name: string;
  type: string;
  bytes: Buffer;
  /** Bytes a stored image would have (a PNG): the upload would succeed with every id right. */
  valid: boolean;
}

/** One hostile request: fields, extra fields, files, framing and who sends it. */
export interface UploadCase {
  fields: Record<FieldName, FieldValue>;
  extra: { name: string; value: string }[];
  files: FilePart[];
  filesFirst: boolean;
  framing: 'multipart' | 'no-boundary' | 'truncated' | 'not-multipart' | 'no-content-type';
  sender: 'owner' | 'other' | 'anonymous';
}

/** A 1×1 PNG (valid image bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '../../etc/passwd',
    "'; DROP TABLE visa_items;--",
    '🛂'.repeat(5),
  ),
  fc.constantFrom('0', '-1', '1e309', 'null', '{"$ne":1}', '\r\n--x--\r\n', '\u202e签证'),
  fc.constantFrom(1_000, 70_000, 300_000).map((n) => '证'.repeat(n)),
);

const fieldValue: fc.Arbitrary<FieldValue> = fc.oneof(
  { arbitrary: fc.nat({ max: 7 }).map((pick) => ({ kind: 'real' as const, pick })), weight: 3 },
  { arbitrary: fc.constant({ kind: 'missing' as const }), weight: 1 },
  { arbitrary: hostileText.map((value) => ({ kind: 'text' as const, value })), weight: 2 },
);

/** Bytes that are no stored type (a leading 0x00 matches no image or PDF signature). */
const junkBytes = fc
  .uint8Array({ minLength: 1, maxLength: 2048 })
  .map((b) => Buffer.concat([Buffer.from([0]), Buffer.from(b)]));

const fileName = fc.oneof(
  fc.constantFrom('a.png', 'photo.jpg', 'scan.pdf', '', '.png', '../../a.png', '护照.png'),
  hostileText.map((s) => s.slice(0, 300)),
);

const part = (
  bytes: fc.Arbitrary<Buffer>,
  valid: boolean,
  field: fc.Arbitrary<string> = fc.constant('file'),
): fc.Arbitrary<FilePart> =>
  fc.record({
    field,
    name: fileName,
    type: fc.constantFrom('image/png', 'application/pdf', 'application/octet-stream', ''),
    bytes,
    valid: fc.constant(valid),
  });

const files: fc.Arbitrary<FilePart[]> = fc.oneof(
  fc.constant<FilePart[]>([]),
  part(fc.constant(Buffer.alloc(0)), false).map((p) => [p]),
  part(junkBytes, false).map((p) => [p]),
  part(fc.constant(Buffer.from('MZ\x90\x00\x03 this program cannot run in DOS mode')), false).map(
    (p) => [p],
  ),
  fc.tuple(part(fc.constant(PNG), true), part(fc.constant(PNG), true)).map((ps) => [...ps]),
  part(fc.constant(PNG), true, fc.oneof(fc.constant('photo'), hostileText)).map((p) => [p]),
  part(fc.constant(PNG), true).map((p) => [p]),
);

/** Whether the request could be a proper upload: the owner, every id real, one PNG. */
export function mightStore(c: UploadCase): boolean {
  return (
    c.sender === 'owner' &&
    FIELDS.every((f) => c.fields[f].kind === 'real') &&
    c.files.length === 1 &&
    c.files[0]!.valid
  );
}

/** Requests that must all be refused (a proper upload is filtered out). */
export const uploadCases: fc.Arbitrary<UploadCase> = fc
  .record({
    fields: fc.record({ orderNo: fieldValue, applicantId: fieldValue, itemId: fieldValue }),
    extra: fc.array(
      fc.record({
        name: fc.oneof(
          fc.constantFrom('orderNo', 'itemId', '__proto__', 'constructor'),
          hostileText,
        ),
        value: hostileText,
      }),
      { maxLength: 2 },
    ),
    files,
    filesFirst: fc.boolean(),
    framing: fc.constantFrom(
      'multipart',
      'multipart',
      'multipart',
      'no-boundary',
      'truncated',
      'not-multipart',
      'no-content-type',
    ),
    sender: fc.constantFrom('owner', 'owner', 'owner', 'other', 'anonymous'),
  })
  .filter((c) => !mightStore(c));

const valueOf = (f: FieldName, v: FieldValue, ids: RealIds): string | null => {
  if (v.kind === 'missing') return null;
  if (v.kind === 'text') return v.value;
  if (f === 'orderNo') return ids.orderNo;
  const list = f === 'applicantId' ? ids.applicantIds : ids.itemIds;
  return list[v.pick % list.length]!;
};

/** The request's body and content type. */
export function encodeCase(c: UploadCase, ids: RealIds): { payload: Buffer; contentType?: string } {
  const b = `----fuzz${Math.random().toString(36).slice(2)}`;
  const text = (name: string, value: string) =>
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const fieldParts = FIELDS.flatMap((f) => {
    const v = valueOf(f, c.fields[f], ids);
    return v === null ? [] : [text(f, v)];
  }).concat(c.extra.map((e) => text(e.name, e.value)));
  const fileParts = c.files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\n` +
          (f.type ? `Content-Type: ${f.type}\r\n` : '') +
          '\r\n',
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  const parts = c.filesFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  const end = c.framing === 'truncated' ? [] : [Buffer.from(`--${b}--\r\n`)];
  const payload = Buffer.concat([...parts, ...end]);
  const contentType = {
    multipart: `multipart/form-data; boundary=${b}`,
    truncated: `multipart/form-data; boundary=${b}`,
    'no-boundary': 'multipart/form-data',
    'not-multipart': 'application/octet-stream',
    'no-content-type': undefined,
  }[c.framing];
  return { payload, contentType };
}
