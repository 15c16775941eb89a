import type { FastifyServerOptions } from 'fastify';

/**
 * The server's log: one JSON line per event for a collector (a file, a pipe, a service manager), and one
 * readable, coloured line per event when a person watches it in a terminal (pino-pretty, loaded only then).
 */
export async function loggerOptions(
  level: string,
  {
    terminal = Boolean(process.stdout.isTTY),
    destination,
  }: { terminal?: boolean; destination?: NodeJS.WritableStream } = {},
): Promise<NonNullable<FastifyServerOptions['logger']>> {
  if (!terminal) return { level };
  const { default: pretty } = await import('pino-pretty');
  return {
    level,
    stream: pretty({
      colorize: !destination,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
      singleLine: true,
      ...(destination ? { destination } : {}),
    }),
  };
}
