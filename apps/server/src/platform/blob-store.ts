import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, resolve, sep } from 'node:path';

/**
 * Where uploaded files go. Keys under `public/` are served at /uploads/<rest>; every other key (identity
 * documents) is private and only readable through an authorised route. Local disk by default; S3 later.
 */
export interface BlobStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The public URL of a `public/` key. */
  publicUrl(key: string): string;
}

export const PUBLIC_PREFIX = 'public/';

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
    await writeFile(path, body, { flag: 'wx' });
  }

  async get(key: string) {
    try {
      return await readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  publicUrl(key: string) {
    if (!key.startsWith(PUBLIC_PREFIX)) throw new Error(`Not a public blob key: ${key}`);
    return `/uploads/${key.slice(PUBLIC_PREFIX.length)}`;
  }
}
