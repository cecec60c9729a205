/**
 * Where uploaded files' bytes live. The metadata (owner, size, sniffed type, SHA-256) is always
 * a `files` row in PostgreSQL; the bytes go to one store, chosen at start (files-config.ts):
 * PostgreSQL (`stored_files`, the default, shared by every instance) or an S3-compatible bucket.
 */
export interface FileStore {
  /** Stored in the `files.store` column, so a row says where its bytes are. */
  readonly name: 'pg' | 's3';
  /** Stores `bytes` under `id` (a new UUID: never overwrites another file). */
  put(id: string, bytes: Buffer, mime: string): Promise<void>;
  /** The bytes stored under `id`, or undefined when there are none. */
  get(id: string): Promise<Buffer | undefined>;
  /** Removes the bytes under `id` (nothing happens when there are none). */
  delete(id: string): Promise<void>;
}
