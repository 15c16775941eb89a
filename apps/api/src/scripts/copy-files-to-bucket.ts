/**
 * `npm run files:copy-to-bucket`: copies every file the sites keep under DATA_DIR (public ones under
 * DATA_DIR/media/site-<id>/, private ones under DATA_DIR/private/site-<id>/) into the S3 bucket the environment
 * names (S3_BUCKET, S3_ENDPOINT, the keys), under the keys the app reads them by, so that a site moved from the
 * disk to a bucket keeps all its files. Run it before starting the server with S3_BUCKET set, and again after:
 * a file the bucket already holds with the same size is skipped, so a second run copies only what changed.
 */
import { readdir } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { DiskFileStore } from '../storage/disk-file-store.ts';
import { contentTypeOfKey, createFileStore, type FileStore, type FileVisibility } from '../storage/file-store.ts';
import { mediaRoot, privateRoot } from '../storage/storage.ts';
import { formatBytes, formatSeconds } from './backup-archive.ts';

export interface CopyResult {
  /** Files written into the bucket, and their bytes. */
  copied: { count: number; bytes: number };
  /** Files the bucket already held with the same size. */
  skipped: number;
  sites: number[];
}

/** The ids of the sites with a folder under `root` (`site-<id>`), in order. */
async function siteFolders(root: string) {
  const entries = await readdir(root, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries.flatMap((entry) => {
    const match = entry.isDirectory() ? /^site-([1-9]\d*)$/.exec(entry.name) : null;
    return match ? [Number(match[1])] : [];
  });
}

/** Copies the disk's files of every site into `target`, skipping those it holds with the same size. */
export async function copyFilesToBucket(dataDir: string, target: FileStore): Promise<CopyResult> {
  const disk = new DiskFileStore(dataDir);
  const roots: Record<FileVisibility, string> = {
    public: mediaRoot(dataDir),
    private: privateRoot(dataDir),
  };
  const result: CopyResult = { copied: { count: 0, bytes: 0 }, skipped: 0, sites: [] };
  const sites = new Set<number>();
  for (const visibility of ['public', 'private'] as const) {
    for (const siteId of await siteFolders(roots[visibility])) {
      sites.add(siteId);
      const prefix = `site-${siteId}/${visibility}/`;
      const held = new Map((await target.list(prefix)).map((file) => [file.key, file.size]));
      for (const file of await disk.list(prefix)) {
        if (held.get(file.key) === file.size) {
          result.skipped += 1;
          continue;
        }
        const source = await disk.getStream(file.key);
        await target.put(file.key, source.body, { contentType: contentTypeOfKey(file.key) });
        result.copied.count += 1;
        result.copied.bytes += source.size;
      }
    }
  }
  result.sites = [...sites].sort((a, b) => a - b);
  return result;
}

async function main() {
  const config = loadConfig();
  if (!config.s3) throw new Error('S3_BUCKET is not set: name the bucket to copy DATA_DIR’s files into');
  const startedAt = performance.now();
  const bucket = await createFileStore(config);
  try {
    const done = await copyFilesToBucket(config.dataDir, bucket);
    process.stdout.write(
      `Copied the files of ${config.dataDir} into the bucket ${config.s3.bucket} in ${formatSeconds(startedAt)}:\n` +
        `  sites: ${done.sites.join(', ') || 'none'}\n` +
        `  copied: ${done.copied.count} (${formatBytes(done.copied.bytes)})\n` +
        `  already there (same size): ${done.skipped}\n`,
    );
  } finally {
    await bucket.close();
  }
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
