import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A signing key of the app: 32 random bytes kept under DATA_DIR/secrets (made on the first start), because the
 * configuration has no secret of its own. Processes behind a load balancer share DATA_DIR (uploads live there
 * too), so they share the keys; a new key (DATA_DIR wiped) only ends the links already mailed.
 */
export async function loadSecretKey(dataDir: string, name: string): Promise<Buffer> {
  const file = path.join(dataDir, 'secrets', `${name}.key`);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) made it first: read that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = await readFile(file);
  if (key.length < 32) throw new Error(`${file} is shorter than 32 bytes: delete it to get a new key`);
  return key;
}
