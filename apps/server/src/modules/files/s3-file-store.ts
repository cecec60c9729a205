import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from './files-config';
import type { FileStore } from './file-store';

/** An object key: files under one prefix, so the bucket may hold other things. */
const keyOf = (id: string) => `files/${id}`;

/**
 * Bytes in an S3-compatible bucket (AWS S3, 阿里云 OSS, 腾讯云 COS, MinIO…) through the AWS
 * SDK v3. Checksums are sent only when the operation requires them: several S3-compatible
 * services refuse the SDK's default trailing CRC32 checksums.
 */
export function s3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    name: 's3',
    async put(id, bytes, mime) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: keyOf(id), Body: bytes, ContentType: mime }),
      );
    },
    async get(id) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(id) }));
        if (!out.Body) return undefined;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') {
          return undefined;
        }
        throw err;
      }
    },
    async delete(id) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(id) }));
    },
  };
}
