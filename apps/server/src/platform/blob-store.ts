import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files go. Keys under `public/` are served at /uploads/<rest>; every other key (identity
 * documents, direct uploads not yet checked) is private and only readable through an authorised route. Local disk by
 * default (`LocalBlobStore`), S3-compatible storage when configured (`S3BlobStore`, built by `createBlobStore`).
 */
export interface BlobStore {
  /** Stores a new object. Never replaces one: an existing key is a `BlobExistsError`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none; over `maxBytes` is a `BlobTooLargeError` (nothing is read). */
  get(key: string, options?: { maxBytes?: number }): Promise<Buffer | null>;
  /** Removes an object; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The public URL of a `public/` key. */
  publicUrl(key: string): string;
  /**
   * Stores that keep objects off this disk: reads one for serving at /uploads/* through the app, with what HTTP
   * caching needs. Absent on the local store, whose public folder is served straight from disk.
   */
  open?(key: string, conditions: OpenConditions): Promise<OpenedBlob>;
  /**
   * Stores the client may upload to directly: a short-lived URL that accepts exactly one PUT of `sizeBytes` bytes of
   * `contentType` at `key`. Absent on the local store, where uploads go through the app.
   */
  createDirectUpload?(key: string, options: DirectUploadOptions): Promise<DirectUpload>;
}

export interface OpenConditions {
  /** The request's `If-None-Match` / `If-Modified-Since`: a match answers `not-modified`. */
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
  /** HEAD: the metadata only, no body. */
  isHeadOnly?: boolean;
}

export type OpenedBlob =
  | { status: 'missing' }
  | { status: 'not-modified'; etag?: string | undefined; lastModified?: Date | undefined }
  | {
      status: 'found';
      /** Null for a HEAD. */
      body: Readable | null;
      contentType: string;
      sizeBytes: number;
      etag?: string | undefined;
      lastModified?: Date | undefined;
    };

export interface DirectUploadOptions {
  contentType: string;
  sizeBytes: number;
  expiresInSeconds: number;
  /** When the URL's validity starts (the injected clock), so expiry is testable. */
  signingDate: Date;
}

export interface DirectUpload {
  method: 'PUT';
  url: string;
  /** Headers the client must send as given (they are signed); the body must be exactly `sizeBytes` bytes. */
  headers: Record<string, string>;
}

export const PUBLIC_PREFIX = 'public/';

/**
 * A key as the app generates them: up to 9 segments of letters, digits, `.`, `_` and `-`, none empty or starting with
 * a dot (so never `.` or `..`: an HTTP path with dot segments may be normalised on its way to a store and name
 * another key).
 */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}\/){0,8}[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
export const isSafeBlobKey = (key: string) => SAFE_KEY.test(key);

/** `put` on a key that already holds an object: keys are generated fresh, so this is a bug or a repeated call. */
export class BlobExistsError extends Error {
  constructor(readonly key: string) {
    super(`Blob already exists: ${key}`);
  }
}

/** `get` with `maxBytes` on a larger object. */
export class BlobTooLargeError extends Error {
  constructor(
    readonly key: string,
    readonly sizeBytes: number,
  ) {
    super(`Blob ${key} is ${sizeBytes} bytes, over the limit`);
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code;

export class LocalBlobStore implements BlobStore {
  readonly root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private pathOf(key: string) {
    const path = normalize(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new Error(`Blob key escapes the store: ${key}`);
    return path;
  }

  async put(key: string, body: Buffer) {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    try {
      await writeFile(path, body, { flag: 'wx' });
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new BlobExistsError(key);
      throw error;
    }
  }

  async get(key: string, options: { maxBytes?: number } = {}) {
    const path = this.pathOf(key);
    try {
      if (options.maxBytes !== undefined) {
        const { size } = await stat(path);
        if (size > options.maxBytes) throw new BlobTooLargeError(key, size);
      }
      return await readFile(path);
    } catch (error) {
      if (error instanceof BlobTooLargeError) throw error;
      return null;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }

  publicUrl(key: string) {
    return publicUrlOf(key);
  }
}

/** `/uploads/<rest>` for `public/<rest>`, the same on every store (the app serves them all). */
export const publicUrlOf = (key: string) => {
  if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`Not a public blob key: ${key}`);
  return `/uploads/${key.slice(PUBLIC_PREFIX.length)}`;
};
