import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { FileStore } from './file-store';

/** What the file calls need: database (metadata), the store of the bytes, clock. */
export interface FileDeps {
  db: Db;
  store: FileStore;
  now: Clock;
}

/** Who uploads or reads a file: a member or a staff member. */
export type FileActor = { memberId: string } | { staffId: string };

/** One file of an upload as received: the name it was sent under and its bytes. */
export interface IncomingFile {
  name: string;
  bytes: Buffer;
}

/** What an upload route accepts: the types the bytes may be, and the limits. */
export interface UploadRule {
  mimes: readonly string[];
  maxBytes: number;
  maxFiles: number;
}
