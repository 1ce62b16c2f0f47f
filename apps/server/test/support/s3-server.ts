import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3BlobStore, type S3BlobStoreOptions } from '../../src/platform/s3-blob-store';

/** s3rver's one built-in account: every S3 call signed with it is accepted (s3rver checks no SigV4 signature). */
const S3RVER_KEY = 'S3RVER';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** Options for an S3BlobStore on this server (path style, s3rver's account). */
  storeOptions: S3BlobStoreOptions;
  /** A store on this server; closed with the server. */
  createStore(): S3BlobStore;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server for a suite: s3rver on a random loopback port, its objects in a fresh temporary
 * directory, one bucket. Start it in beforeAll, close it in afterAll.
 */
export const startS3Server = async (bucket = 'exchange-uploads'): Promise<TestS3Server> => {
  const directory = mkdtempSync(join(tmpdir(), 'exchange-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const storeOptions: S3BlobStoreOptions = {
    bucket,
    region: 'us-east-1',
    endpoint,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  const stores: S3BlobStore[] = [];
  return {
    endpoint,
    bucket,
    storeOptions,
    createStore: () => {
      const store = new S3BlobStore(storeOptions);
      stores.push(store);
      return store;
    },
    close: async () => {
      for (const store of stores) store.close();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};
