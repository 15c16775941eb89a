import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

// Issue 20 item 5, CI's short form of scripts/crash-test.ts: a server killed with SIGKILL while orders arrive loses
// no acknowledged order and writes none by half; on PostgreSQL, an outage of the database gets 503s, no hang, and
// the server serves again by itself. The script makes its own database (and its own server processes).
const SCRIPT = fileURLToPath(new URL('../../../scripts/crash-test.ts', import.meta.url));

function runScript(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, '--short', ...args], {
      env: { ...process.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

it(
  `a kill -9 under load${process.env.DATABASE_URL ? ' and an outage of PostgreSQL lose' : ' loses'} no acknowledged order`,
  { timeout: 180_000 },
  async () => {
    const { code, output } = await runScript(['--db', process.env.DATABASE_URL ? 'postgres' : 'pglite']);
    expect(output).toMatch(/every acknowledged order is stored: [1-9]\d* acknowledged, 0 lost/);
    expect(output, output).toContain('crash test: passed');
    expect(code).toBe(0);
  },
);
