// Shared by the file and ticket tests: sample files whose bytes are what they say (or not), and
// multipart uploads through app.inject.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { FilePath, STAFF_TOKEN_HEADER, type FileUploadResult } from '@lvxing/shared';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** The start of a JPEG (SOI + JFIF APP0): enough for its type to be sniffed. */
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'binary'),
  Buffer.alloc(64, 0x20),
  Buffer.from([0xff, 0xd9]),
]);
/** A one-page PDF header and trailer. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** HTML dressed as a photo (`.jpg`, image/jpeg): must be refused by its bytes. */
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A file part of an upload. */
export interface Part {
  name: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body of `parts` (all under the field `file`). */
export function multipart(parts: Part[]): { payload: Buffer; contentType: string } {
  const boundary = `----lv${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${p.name}"\r\n` +
          `Content-Type: ${p.type}\r\n\r\n`,
      ),
      p.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads `parts` as a member (`token`) or a staff member (`staffToken`). */
export async function upload(
  app: FastifyInstance,
  parts: Part[],
  who: { token?: string; staffToken?: string },
): Promise<{ code: number; message: string; data: FileUploadResult }> {
  const { payload, contentType } = multipart(parts);
  const headers: Record<string, string> = { 'content-type': contentType };
  if (who.token) headers.token = who.token;
  if (who.staffToken) headers[STAFF_TOKEN_HEADER] = who.staffToken;
  const url = who.staffToken ? FilePath.staffUpload : FilePath.upload;
  const res = await app.inject({ method: 'POST', url, payload, headers });
  return res.json();
}

/** The id of one uploaded PNG. @throws when the upload is refused. */
export async function uploadedPng(
  app: FastifyInstance,
  who: { token?: string; staffToken?: string },
): Promise<string> {
  const res = await upload(app, [{ name: '截图.png', type: 'image/png', bytes: PNG }], who);
  if (res.code !== 200) throw new Error(`upload failed: ${res.code} ${res.message}`);
  return res.data.files[0]!.id;
}

/** Reads a file as a member or staff member: the status, type and bytes (or the envelope). */
export async function readBack(
  app: FastifyInstance,
  id: string,
  who: { token?: string; staffToken?: string },
) {
  const headers: Record<string, string> = {};
  if (who.token) headers.token = who.token;
  if (who.staffToken) headers[STAFF_TOKEN_HEADER] = who.staffToken;
  const base = who.staffToken ? FilePath.staffContent : FilePath.content;
  const res = await app.inject({ method: 'GET', url: base.replace(':id', id), headers });
  return { status: res.statusCode, type: res.headers['content-type'], raw: res.rawPayload, res };
}
