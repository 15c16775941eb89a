import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loggerOptions } from './logger.ts';

describe('the server log', () => {
  it('writes JSON lines when its output is not a terminal', async () => {
    expect(await loggerOptions('info', { terminal: false })).toEqual({ level: 'info' });
  });

  it('writes one readable line per event in a terminal', async () => {
    const destination = new PassThrough();
    const written: string[] = [];
    destination.on('data', (chunk: Buffer) => written.push(chunk.toString()));
    const app = Fastify({ logger: await loggerOptions('info', { terminal: true, destination }) });
    app.log.info({ sites: [1, 2] }, 'seeded the sample sites');
    await app.close();
    await new Promise((resolve) => setImmediate(resolve));
    const line = written.join('');
    expect(line).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: seeded the sample sites/);
    expect(line).not.toContain('"level"');
  });
});
