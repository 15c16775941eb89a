import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Config } from '../config.ts';
import {
  FileNotFoundError,
  parseFileKey,
  parseFilePrefix,
  type FileStore,
  type ListedFile,
  type StoredFile,
} from './file-store.ts';

/** S3 answers a missing key with NoSuchKey (GET) or a bare 404 (HEAD, which has no body to name it). */
function isMissing(error: unknown) {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/**
 * Files in one S3-compatible bucket (AWS S3, MinIO, Garage, Scaleway, OVH…), under their keys as they are
 * (`site-1/private/forms/…`). The bucket must exist and stay private: public files are served by the app under
 * /media like the disk's, never by the bucket's own address.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';

  private readonly client: S3Client;
  private readonly bucket: string;

  private constructor(client: S3Client, bucket: string) {
    this.client = client;
    this.bucket = bucket;
  }

  static connect(config: S3Config) {
    const client = new S3Client({
      region: config.region,
      ...(config.endpoint
        ? // Another provider than AWS: its address, the bucket in the path (no per-bucket host names to set up).
          { endpoint: config.endpoint, forcePathStyle: true }
        : {}),
      ...(config.accessKeyId && config.secretAccessKey
        ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
        : {}),
      // The SDK's default checksums stream a body as aws-chunked with a trailer, which many S3-compatible servers
      // store as is (the file then holds the chunk headers): checksums only where an operation requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    return new S3FileStore(client, config.bucket);
  }

  async put(key: string, body: Uint8Array | Readable, options: { contentType: string }) {
    parseFileKey(key);
    if (body instanceof Readable) {
      // A stream of unknown length: sent in parts of 5 MB (one plain PUT when it is smaller).
      await new Upload({
        client: this.client,
        params: { Bucket: this.bucket, Key: key, Body: body, ContentType: options.contentType },
      }).done();
      return;
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: options.contentType,
        ContentLength: body.byteLength,
      }),
    );
  }

  async getStream(key: string) {
    parseFileKey(key);
    const answer = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch((error: unknown) => {
        throw isMissing(error) ? new FileNotFoundError(key) : error;
      });
    // In Node the body is an IncomingMessage: a Readable.
    const body = answer.Body as Readable;
    return {
      key,
      contentType: answer.ContentType ?? 'application/octet-stream',
      size: answer.ContentLength ?? 0,
      lastModified: answer.LastModified ?? new Date(0),
      body,
    };
  }

  async getBytes(key: string) {
    const { body, ...file } = await this.getStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const content = Buffer.concat(chunks);
    return { ...file, size: content.length, content };
  }

  async head(key: string): Promise<StoredFile | null> {
    parseFileKey(key);
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        contentType: answer.ContentType ?? 'application/octet-stream',
        size: answer.ContentLength ?? 0,
        lastModified: answer.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string) {
    return (await this.head(key)) !== null;
  }

  async delete(key: string) {
    parseFileKey(key);
    // S3 answers the deletion of a missing key as done.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string) {
    parseFilePrefix(prefix);
    const found: ListedFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        found.push({ key: object.Key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async close() {
    this.client.destroy();
  }
}
