// A server started as a child process, the way the bench (scripts/bench/), the crash test (scripts/crash-test.ts)
// and the several-process tests (apps/api/src/scale-out.test.ts) start ours: on a free port of the loopback, its
// output kept for error messages, ready once a route answers 200, stopped with SIGTERM (then SIGKILL).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * How `npm start` runs its server (one place says how production runs): the Node flags, the environment
 * variables (`NAME=value`) and the entry (the file, relative to the root) of the start script's last command.
 */
export async function npmStartRuntime(
  root: string,
): Promise<{ nodeFlags: string[]; env: Record<string, string>; entry: string }> {
  const script: string = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')).scripts.start;
  const words = (script.split('&&').at(-1) ?? '').trim().split(/\s+/);
  // The variables are the words before the command.
  const assignments = words.slice(
    0,
    Math.max(
      0,
      words.findIndex((word) => !/^[A-Z_][A-Z0-9_]*=/.test(word)),
    ),
  );
  return {
    nodeFlags: words.filter((word) => word.startsWith('--')),
    entry: words.at(-1) ?? '',
    env: Object.fromEntries(
      assignments.map((word) => [word.slice(0, word.indexOf('=')), word.slice(word.indexOf('=') + 1)]),
    ),
  };
}

/** A TCP port free on 127.0.0.1 when asked (the system's choice). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves with the exit code (or signal name) once the child has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Resolves with the exit code (or signal name) once the process has exited. */
  exit: Promise<number | string>;
  /** The server's output (stdout and stderr), or its end when `keepChars` was given. */
  output(): string;
  alive(): boolean;
}

export interface SpawnOptions {
  /** The server's entry file (absolute, or relative to `cwd`). */
  entry: string;
  port: number;
  /** The whole environment of the child; HOST and PORT are set from `port`. */
  env: NodeJS.ProcessEnv;
  /** Node flags before the entry (`npm start`'s, read by the bench). */
  nodeFlags?: string[];
  cwd?: string;
  /** Keep only the end of the output (characters); the whole output by default. */
  keepChars?: number;
}

/** Spawns the server; it may not listen yet (see `waitForServer`). */
export function spawnServer(options: SpawnOptions): ServerProcess {
  const env: NodeJS.ProcessEnv = { ...options.env, HOST: '127.0.0.1', PORT: String(options.port) };
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), options.entry], {
    cwd: options.cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    if (options.keepChars !== undefined && output.length > options.keepChars) output = output.slice(-options.keepChars);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return {
    child,
    base: `http://127.0.0.1:${options.port}`,
    exit: exited(child),
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
  };
}

export interface WaitOptions {
  /** The route that must answer 200 (GET, with `idSite: 1`). */
  readyPath: string;
  timeoutMs?: number;
  /** The pause between two tries. */
  intervalMs?: number;
}

/**
 * Resolves once `readyPath` answers 200; throws (with the server's output) when the server exits first or does not
 * answer in time.
 */
export async function waitForServer(server: ServerProcess, options: WaitOptions): Promise<void> {
  const { readyPath, timeoutMs = 60_000, intervalMs = 100 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!server.alive()) {
      const code = server.child.exitCode ?? server.child.signalCode;
      throw new Error(`the server stopped (${code}) before it answered:\n${server.output()}`);
    }
    try {
      const answer = await fetch(server.base + readyPath, {
        headers: { idSite: '1' },
        // A first answer may be slow (a loaded machine, a cold start): each try may wait until the deadline.
        signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
      });
      await answer.body?.cancel();
      if (answer.status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`the server did not answer in ${timeoutMs / 1000} s:\n${server.output()}`);
    await sleep(intervalMs);
  }
}

/** Stops the server with `signal`, then SIGKILL after `killAfterMs`; resolves once it has exited. */
export async function stopServer(
  server: ServerProcess,
  { signal = 'SIGTERM', killAfterMs = 5000 }: { signal?: NodeJS.Signals; killAfterMs?: number } = {},
): Promise<void> {
  if (!server.alive()) return;
  server.child.kill(signal);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), killAfterMs);
  await server.exit;
  clearTimeout(timer);
}

/** `spawnServer` then `waitForServer`; a server that does not become ready is killed before the error is thrown. */
export async function startServer(options: SpawnOptions & WaitOptions): Promise<ServerProcess> {
  const server = spawnServer(options);
  try {
    await waitForServer(server, options);
  } catch (error) {
    await stopServer(server, { signal: 'SIGKILL' });
    throw error;
  }
  return server;
}

/** A process's resident memory (Linux's /proc), in MB. */
export async function rssMb(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN) / 1024);
}
