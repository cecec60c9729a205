import { ErrorCode } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileActor } from '../files/files.deps';
import { attachFiles, insertMessage, lockFilesForAttach } from './service.repository';

/** A message to add to a ticket, with the files to attach (ids from an upload). */
export interface NewMessage {
  ticketId: string;
  author: 'MEMBER' | 'STAFF' | 'VISITOR';
  staffId?: string;
  content: string;
  attachmentIds: readonly string[];
  at: Date;
}

/**
 * Adds a message and attaches its files inside the caller's transaction. Each file must be the
 * author's own upload and not attached anywhere yet (rows locked, so two messages cannot take one).
 * @throws AppError 23004 an attachment unknown, someone else's or attached already.
 */
export async function addMessage(tx: Tx, m: NewMessage, owner: FileActor | null): Promise<void> {
  const rows = await lockFilesForAttach(tx, m.attachmentIds);
  const mine = (r: (typeof rows)[number]) =>
    owner !== null &&
    ('memberId' in owner ? r.ownerMemberId === owner.memberId : r.ownerStaffId === owner.staffId);
  if (rows.length !== m.attachmentIds.length || rows.some((r) => r.attached || !mine(r))) {
    throw new AppError(ErrorCode.TICKET_ATTACHMENT_INVALID);
  }
  const messageId = await insertMessage(tx, {
    ticketId: m.ticketId,
    author: m.author,
    staffId: m.staffId ?? null,
    content: m.content,
    createdAt: m.at,
  });
  await attachFiles(tx, m.ticketId, messageId, m.attachmentIds);
}
