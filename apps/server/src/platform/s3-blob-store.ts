import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  BlobExistsError,
  BlobTooLargeError,
  isSafeBlobKey,
  publicUrlOf,
  type BlobStore,
  type DirectUpload,
  type DirectUploadOptions,
  type OpenConditions,
  type OpenedBlob,
} from './blob-store';
import { assert } from './errors';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** Unset: AWS. */
  endpoint?: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` (MinIO, Ceph, s3rver) instead of `<bucket>.<endpoint>/<key>`. */
  forcePathStyle: boolean;
}

/** Every call to the store gives up after this long (a hung store must not hold requests forever). */
const REQUEST_TIMEOUT_MS = 15_000;
const CONNECTION_TIMEOUT_MS = 5_000;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

const dateOf = (text: string | undefined) => {
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * Uploads on any S3-compatible store (AWS S3, MinIO, Ceph, R2...). Nothing in the bucket needs to be public: public
 * keys are served by the app at /uploads/* through `open`, private ones are read by authorised routes through `get`.
 *
 * `put` never replaces an object, in two layers: a HeadObject first (refuses an existing key on every store), then
 * the PUT itself is conditional (`If-None-Match: *`), which closes the race between the two on the stores that
 * honour it (AWS S3 since 2024, MinIO, R2). Stores that ignore the condition (s3rver, older Ceph) are still covered
 * by the HeadObject check, short of two writers racing on one key — and keys are fresh UUIDs, so a race on one
 * would be a bug. The extra HEAD costs one round trip per upload.
 */
export class S3BlobStore implements BlobStore {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3BlobStoreOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // Checksums only where the API demands them: the SDK's newer default (CRC32 on every PUT, also baked into
      // presigned URLs) is refused by several S3-compatible stores.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { requestTimeout: REQUEST_TIMEOUT_MS, connectionTimeout: CONNECTION_TIMEOUT_MS },
      maxAttempts: 3,
    });
  }

  private checkedKey(key: string) {
    assert(isSafeBlobKey(key), `unsafe blob key: ${JSON.stringify(key)}`);
    return key;
  }

  async put(key: string, body: Buffer, contentType: string) {
    const Key = this.checkedKey(key);
    if (await this.exists(Key)) throw new BlobExistsError(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          IfNoneMatch: '*',
        }),
      );
    } catch (error) {
      // 412: the object exists; 409: another conditional write to it is in flight.
      const status = statusOf(error);
      if (status === 412 || status === 409) throw new BlobExistsError(key);
      throw error;
    }
  }

  private async exists(Key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw error;
    }
  }

  async get(key: string, options: { maxBytes?: number } = {}) {
    let object: GetObjectCommandOutput;
    try {
      object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.checkedKey(key) }),
      );
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
    const body = object.Body as (Readable & { transformToByteArray(): Promise<Uint8Array> }) | undefined;
    assert(body, 'GetObject answered without a body');
    const { maxBytes } = options;
    if (maxBytes !== undefined && (object.ContentLength ?? 0) > maxBytes) {
      body.destroy();
      throw new BlobTooLargeError(key, object.ContentLength ?? 0);
    }
    const data = Buffer.from(await body.transformToByteArray());
    if (maxBytes !== undefined && data.length > maxBytes) throw new BlobTooLargeError(key, data.length);
    return data;
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checkedKey(key) }));
  }

  publicUrl(key: string) {
    return publicUrlOf(key);
  }

  async open(key: string, conditions: OpenConditions): Promise<OpenedBlob> {
    const ifModifiedSince = dateOf(conditions.ifModifiedSince);
    const request = {
      Bucket: this.bucket,
      Key: this.checkedKey(key),
      ...(conditions.ifNoneMatch ? { IfNoneMatch: conditions.ifNoneMatch } : {}),
      ...(ifModifiedSince ? { IfModifiedSince: ifModifiedSince } : {}),
    };
    try {
      const object = conditions.isHeadOnly
        ? { ...(await this.client.send(new HeadObjectCommand(request))), Body: undefined }
        : await this.client.send(new GetObjectCommand(request));
      return {
        status: 'found',
        body: (object.Body as Readable | undefined) ?? null,
        contentType: object.ContentType ?? 'application/octet-stream',
        sizeBytes: object.ContentLength ?? 0,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 404) return { status: 'missing' };
      if (status === 304) return { status: 'not-modified' };
      throw error;
    }
  }

  async createDirectUpload(key: string, options: DirectUploadOptions): Promise<DirectUpload> {
    assert(Number.isInteger(options.sizeBytes) && options.sizeBytes > 0, 'a direct upload has a size');
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: this.checkedKey(key),
      ContentType: options.contentType,
      ContentLength: options.sizeBytes,
    });
    // Content-Type and Content-Length are signed, so the store refuses any other type or size (AWS S3 answers 403
    // SignatureDoesNotMatch); the presigner leaves Content-Type unsigned unless told.
    const url = await getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signingDate: options.signingDate,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return { method: 'PUT', url, headers: { 'Content-Type': options.contentType } };
  }

  /** Closes the client's connections (tests; a server exits with its process). */
  close() {
    this.client.destroy();
  }
}
