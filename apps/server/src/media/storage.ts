import type { Readable } from 'node:stream';

export interface StoredObject {
  size: number;
  /** Changes whenever the bytes do (for ETag). */
  etag: string;
}

/**
 * Where media files live. Keys are opaque paths such as `u_abc/m_def.png`; owners and names are the database's
 * business. The local-disk store is the default; an S3-compatible bucket scales across machines.
 */
export interface MediaStorage {
  /** Stores a file from disk under `key`. */
  putFile(key: string, path: string, contentType: string): Promise<StoredObject>;
  /** Reads bytes `start`..`end` (inclusive) or the whole object. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Copies the object to a local file (workers read inputs this way). */
  download(key: string, path: string): Promise<void>;
  stat(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /** Answers when the store can be used (readiness): the folder is writable, the bucket reachable. */
  check(): Promise<void>;
}
