import type { Db } from '../../db/client';
import type { FileStore } from './file-store';
import { deleteStoredBytes, insertStoredBytes, readStoredBytes } from './files.repository';

/** The default store: bytes in PostgreSQL's `stored_files` (bytea), read by every instance. */
export function pgFileStore(db: Db): FileStore {
  return {
    name: 'pg',
    put: (id, bytes) => insertStoredBytes(db, id, bytes),
    get: (id) => readStoredBytes(db, id),
    delete: (id) => deleteStoredBytes(db, id),
  };
}
