// Playwright global setup: builds the web app into a temporary WEB_BUILD_DIR, starts a local SMTP server
// (its mails readable over a tiny HTTP endpoint), then the production server (the build's server bundle, with the
// Node flags of `npm start`) on a free port with a fresh DATA_DIR. Returns the teardown that stops it all.
//
// Environment given to the tests: E2E_BASE_URL (the server), E2E_MAIL_URL (GET → the caught mails as JSON),
// E2E_CONSENT_DENY and E2E_CONSENT_ACCEPT (the consent cookie the banner leaves once answered, as JSON).
// E2E_WEB_BUILD_DIR=<dir> reuses an existing build instead of building (faster local re-runs).
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { startSmtpCatcher } from '../../api/test/smtp-catcher.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.ts';
import { bundleDir } from '../server-bundle.ts';
import { ACCEPT_ALL, DENY_ALL } from './fixtures.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB = path.join(ROOT, 'apps/web');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function exited(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
}

async function tail(file: string, chars = 6000): Promise<string> {
  return (await readFile(file, 'utf8').catch(() => '')).slice(-chars);
}

/**
 * The web package's build script (`react-router build`, then the precompressed copies of the assets), as
 * `npm start` runs it, into `outDir`.
 */
async function buildWeb(outDir: string, logFile: string) {
  const log = createWriteStream(logFile);
  const child = spawn('npm', ['run', 'build', '--workspace', '@atelier/web'], {
    cwd: ROOT,
    env: { ...process.env, WEB_BUILD_DIR: outDir, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const code = await exited(child);
  log.end();
  if (code !== 0) throw new Error(`web build failed (exit ${code}):\n${await tail(logFile)}`);
}

/**
 * The consent cookie the banner leaves when a visitor denies or accepts all, answered once here in Chromium.
 * Tests that do not test the banner start with it (fixtures.ts), so the banner never comes up over a menu or
 * a dialog they opened: its handler answering it there closed them (flakes seen in CI).
 */
async function consentCookies(base: string): Promise<Record<'deny' | 'accept', string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const cookieAfter = async (button: RegExp) => {
      const context = await browser.newContext({ baseURL: base, locale: 'fr-FR' });
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: button }).first().click({ timeout: 30_000 });
      await page.waitForFunction(() => document.cookie.includes('cc_cookie='));
      const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
      await context.close();
      return JSON.stringify(cookie);
    };
    return { deny: await cookieAfter(DENY_ALL), accept: await cookieAfter(ACCEPT_ALL) };
  } finally {
    await browser.close();
  }
}

/** The SMTP catcher and its HTTP window for the tests. */
async function startMailCatcher() {
  const smtp = await startSmtpCatcher();
  const mails = smtp.mails;

  const http = createHttpServer((request, response) => {
    if (request.method === 'GET' && request.url === '/mails') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(mails));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const httpPort = (http.address() as AddressInfo).port;

  return {
    smtpUrl: smtp.url,
    mailUrl: `http://127.0.0.1:${httpPort}/mails`,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await smtp.close();
    },
  };
}

async function waitUntilReady(base: string, server: ChildProcess, serverExit: Promise<unknown>, logFile: string) {
  const deadline = Date.now() + 120_000;
  let gone = false;
  void serverExit.then(() => (gone = true));
  while (Date.now() < deadline && !gone) {
    try {
      const res = await fetch(`${base}/api/site/info`, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `${gone ? `server exited (code ${server.exitCode ?? server.signalCode})` : 'server not ready after 120 s'}\n` +
      `--- server output ---\n${await tail(logFile)}`,
  );
}

export default async function globalSetup() {
  const cleanups: (() => Promise<unknown>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error(error));
  };
  try {
    const work = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const dataDir = path.join(work, 'data');
    const logFile = path.join(work, 'server.log');

    // The build must live under apps/web: the server bundle imports its packages from apps/web/node_modules
    // (workspace-local installs) and the root node_modules.
    let buildDir = process.env['E2E_WEB_BUILD_DIR'];
    if (!buildDir) {
      const cache = path.join(WEB, 'node_modules/.cache');
      await mkdir(cache, { recursive: true });
      const dir = await mkdtemp(path.join(cache, 'atelier-e2e-build-'));
      cleanups.push(() => rm(dir, { recursive: true, force: true }));
      const started = Date.now();
      await buildWeb(dir, path.join(work, 'build.log'));
      process.stdout.write(`e2e: web app built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      buildDir = dir;
    }

    const mail = await startMailCatcher();
    cleanups.push(() => mail.close());

    const port = await freePort();
    const start: string = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
    const nodeFlags = start
      .split('&&')
      .at(-1)!
      .split(' ')
      .filter((word) => word.startsWith('--'));
    const log = createWriteStream(logFile);
    // What `npm start` runs: the server bundled with the build.
    const server = spawn(process.execPath, [...nodeFlags, path.join(bundleDir(buildDir), 'server.js')], {
      cwd: ROOT,
      env: {
        ...process.env,
        // As `npm start`: no NODE_ENV (the server sets production itself, production-env.ts).
        NODE_ENV: undefined,
        WEB_BUILD_DIR: path.resolve(buildDir),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        SMTP_URL: mail.smtpUrl,
        LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.pipe(log);
    server.stderr?.pipe(log);
    const serverExit = exited(server);
    // Said in the log that failing tests carry: a server gone during the run explains every later failure.
    void serverExit.then((how) => log.write(`\n[e2e] the server exited (${how}) at ${new Date().toISOString()}\n`));
    cleanups.push(async () => {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), 5000);
        await serverExit;
        clearTimeout(timer);
      }
      log.end();
    });

    const base = `http://127.0.0.1:${port}`;
    const started = Date.now();
    await waitUntilReady(base, server, serverExit, logFile);
    process.stdout.write(`e2e: server ready on ${base} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);

    process.env['E2E_BASE_URL'] = base;
    process.env['E2E_MAIL_URL'] = mail.mailUrl;
    process.env['E2E_SERVER_LOG'] = logFile;
    const consent = await consentCookies(base);
    process.env['E2E_CONSENT_DENY'] = consent.deny;
    process.env['E2E_CONSENT_ACCEPT'] = consent.accept;
    return teardown;
  } catch (error) {
    await teardown();
    throw error;
  }
}
