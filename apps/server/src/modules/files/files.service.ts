import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode, type FileView } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { FileActor, FileDeps, IncomingFile, UploadRule } from './files.deps';
import { sniffMime } from './file-sniff';
import {
  deleteFileRow,
  findFileRow,
  insertFileRow,
  ticketMemberOfFile,
  type FileRow,
} from './files.repository';

/** A display name: the base name, control characters out, at most 100 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...clean].slice(0, 100).join('') || '附件';
}

/** A file as answers show it. */
export function fileViewOf(row: FileRow): FileView {
  return { id: row.id, name: row.name, size: row.size, mime: row.mime };
}

/**
 * Checks every file against the route's rule before anything is stored: each non-empty, within
 * the size, of an accepted type by its bytes.
 * @throws AppError 22005 none or empty, 22003 too many, 22002 too large, 22001 type refused.
 */
async function checkUploads(incoming: IncomingFile[], rule: UploadRule): Promise<string[]> {
  if (incoming.length === 0) throw new AppError(ErrorCode.FILE_MISSING);
  if (incoming.length > rule.maxFiles) throw new AppError(ErrorCode.FILE_TOO_MANY);
  const mimes: string[] = [];
  for (const f of incoming) {
    if (f.bytes.length === 0)
      throw new AppError(ErrorCode.FILE_MISSING, `文件“${cleanName(f.name)}”是空文件`);
    if (f.bytes.length > rule.maxBytes) throw new AppError(ErrorCode.FILE_TOO_LARGE);
    const mime = await sniffMime(f.bytes);
    if (!mime || !rule.mimes.includes(mime)) {
      throw new AppError(
        ErrorCode.FILE_TYPE_REFUSED,
        `文件“${cleanName(f.name)}”不是支持的格式，仅支持 JPG、PNG、WebP 图片或 PDF 文件`,
      );
    }
    mimes.push(mime);
  }
  return mimes;
}

/**
 * Stores an upload's files: the bytes in the configured store, then each metadata row (owner,
 * size, sniffed type, SHA-256). A row whose bytes failed is not left behind.
 * @throws AppError 22001–22005 (checkUploads).
 */
export async function storeUploads(
  deps: FileDeps,
  owner: FileActor,
  incoming: IncomingFile[],
  rule: UploadRule,
): Promise<FileView[]> {
  const mimes = await checkUploads(incoming, rule);
  const out: FileView[] = [];
  for (const [i, f] of incoming.entries()) {
    const id = randomUUID();
    await deps.store.put(id, f.bytes, mimes[i]!);
    try {
      const row = await insertFileRow(deps.db, {
        id,
        ownerMemberId: 'memberId' in owner ? owner.memberId : null,
        ownerStaffId: 'staffId' in owner ? owner.staffId : null,
        name: cleanName(f.name),
        size: f.bytes.length,
        mime: mimes[i]!,
        sha256: createHash('sha256').update(f.bytes).digest('hex'),
        store: deps.store.name,
        createdAt: deps.now(),
      });
      out.push(fileViewOf(row));
    } catch (err) {
      await deps.store.delete(id).catch(() => undefined);
      throw err;
    }
  }
  return out;
}

/**
 * A file for a reader: staff read every file; a member reads what they uploaded and what is
 * attached to their own tickets (a staff reply's attachments). Anyone else: not found.
 * @throws AppError 22004 no such file for this reader, or its bytes are gone.
 */
export async function readFile(
  deps: FileDeps,
  id: string,
  reader: FileActor,
): Promise<{ row: FileRow; bytes: Buffer }> {
  const row = await findFileRow(deps.db, id);
  if (!row || !(await mayRead(deps, row, reader))) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  const bytes = await deps.store.get(row.id);
  if (!bytes) throw new AppError(ErrorCode.FILE_NOT_FOUND);
  return { row, bytes };
}

async function mayRead(deps: FileDeps, row: FileRow, reader: FileActor): Promise<boolean> {
  if ('staffId' in reader) return true;
  if (row.ownerMemberId === reader.memberId) return true;
  return (await ticketMemberOfFile(deps.db, row.id)) === reader.memberId;
}

/** Deletes a file's bytes and row (files never attached, e.g. a cleanup). */
export async function deleteFile(deps: FileDeps, id: string): Promise<void> {
  await deps.store.delete(id);
  await deleteFileRow(deps.db, id);
}
