import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The bucket the stand-in serves: the one the tests' S3 file stores use. */
export const TEST_BUCKET = 'atelier-test';

export type S3StandIn =
  { ok: true; env: Record<string, string>; close(): Promise<void> } | { ok: false; reason: string };

/**
 * A local S3-compatible server for the tests (s3rver: an S3 API over a temporary folder), with TEST_BUCKET made,
 * and the environment that points the app's file store at it. When it cannot start here, `ok` is false with the
 * reason, and the S3 suites skip with it (under CI, where the devDependency is always installed, they fail).
 */
export async function startS3StandIn(): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), 'atelier-s3-'));
  try {
    const { default: S3rver } = await import('s3rver');
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: TEST_BUCKET }],
    });
    const { port } = await server.run();
    return {
      ok: true,
      env: {
        S3_BUCKET: TEST_BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        // s3rver's own pair: it checks the signature as S3 does.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
      async close() {
        await server.close();
        await rm(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(directory, { recursive: true, force: true });
    const reason = `the local S3 stand-in (s3rver) did not start: ${(error as Error).message}`;
    if (process.env.CI) throw new Error(reason, { cause: error });
    return { ok: false, reason };
  }
}

/** The S3 suites' guard: says once, loudly, why they are skipped. */
export function s3Unavailable(standIn: S3StandIn) {
  if (standIn.ok) return false;
  console.warn(`S3 file store tests skipped: ${standIn.reason}`);
  return true;
}
