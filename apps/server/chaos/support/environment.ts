/**
 * The shared environment of a chaos test file: a throwaway PostgreSQL cluster, a Redis database
 * of its own (flushed), and helpers to query the cluster.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { createCluster, type Cluster } from './pg-cluster';
import type { Query } from './invariants';

export interface ChaosEnv {
  cluster: Cluster;
  redisUrl: string;
  query: Query;
  close(): Promise<void>;
}

/** A cluster on `pgPort` and Redis database `redisDb` (0–15) of 127.0.0.1:6379. */
export async function chaosEnv(pgPort: number, redisDb: number): Promise<ChaosEnv> {
  const cluster = await createCluster(pgPort);
  const redisUrl = `redis://127.0.0.1:6379/${redisDb}`;
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  const query: Query = async (text) => {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      return (await client.query(text)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  return {
    cluster,
    redisUrl,
    query,
    close: async () => {
      cluster.drop();
    },
  };
}
