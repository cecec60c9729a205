import { z } from 'zod';

/** The S3-compatible store's settings (all six variables, or none). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style URLs (`endpoint/bucket/key`), as MinIO and most local servers need. */
  forcePathStyle: boolean;
}

/** The file store's environment variables (part of the server's: config.ts). */
export const filesEnvShape = {
  /** S3-compatible endpoint URL, e.g. `https://oss-cn-hangzhou.aliyuncs.com`. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT 应为 http(s) 地址' }).optional(),
  S3_BUCKET: z.string().trim().optional(),
  S3_REGION: z.string().trim().optional(),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
};

type FilesEnv = z.infer<z.ZodObject<typeof filesEnvShape>>;

const REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * The S3 store's settings when configured; undefined leaves files in PostgreSQL.
 * @throws Error naming the missing variables when only some are set (a half-configured store
 * would silently keep files where the operator does not expect them).
 */
export function s3Config(e: FilesEnv): S3Config | undefined {
  const set = REQUIRED.filter((k) => e[k] !== undefined);
  if (set.length === 0 && e.S3_FORCE_PATH_STYLE === undefined) return undefined;
  const missing = REQUIRED.filter((k) => e[k] === undefined);
  if (missing.length > 0) {
    throw new Error(
      `S3 文件存储配置不完整：缺少 ${missing.join(', ')}（要么全部设置，要么都不设置）`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT!,
    bucket: e.S3_BUCKET!,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' || e.S3_FORCE_PATH_STYLE === 'true',
  };
}
