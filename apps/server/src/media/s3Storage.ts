import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StorageConfig } from '../config';
import type { MediaStorage } from './storage';

/** Media files in an S3-compatible bucket (AWS S3, MinIO, R2, ...), so every API node and worker sees them. */
export function createS3Storage(config: NonNullable<StorageConfig['s3']>): MediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's default (a trailing CRC in aws-chunked bodies) is not
    // understood by many S3-compatible stores, which then keep the chunk framing as the file's bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const Bucket = config.bucket;
  const body = (value: unknown) => {
    if (value instanceof Readable) return value;
    throw new Error('The storage answered without a readable body.');
  };
  return {
    async putFile(key, path, contentType) {
      const { size } = await stat(path);
      const result = await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return { size, etag: (result.ETag ?? '').replaceAll('"', '') || String(size) };
    },
    async read(key, range) {
      const result = await client.send(
        new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return body(result.Body);
    },
    async download(key, path) {
      const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      await pipeline(body(result.Body), createWriteStream(path));
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, etag: (head.ETag ?? '').replaceAll('"', '') };
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
