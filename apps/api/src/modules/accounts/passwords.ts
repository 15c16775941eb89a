import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's const enum cannot be read under type stripping. */
const ARGON2ID: Algorithm = 2;
/** OWASP Password Storage Cheat Sheet, Argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);

/** Whether a password is one of the list of common ones (case does not help: "PassWord1" is refused). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}

/**
 * Argon2id runs on libuv's threads and takes a core for ~20 ms: a burst of logins on every core would stall
 * the other requests (issue 5 budget: site info p99 < 50 ms during a burst). One core is always left to
 * them: the hashes wait their turn here.
 */
const HASHING_SLOTS = Math.max(1, availableParallelism() - 1);
let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASHING_SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing--;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, ARGON2_OPTIONS));
}

/** A hash to verify against when the e-mail is unknown, so that both failures take the same time. */
let dummyHash: Promise<string> | null = null;

/**
 * Whether `password` matches `storedHash`. Without a stored hash (unknown or deleted account) a dummy
 * hash is checked all the same and the answer is false: no timing tells an unknown e-mail apart.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    const dummy = await (dummyHash ??= hashPassword('dummy password for timing'));
    await inTurn(() => verify(dummy, password));
    return false;
  }
  try {
    return await inTurn(() => verify(storedHash, password));
  } catch {
    // A malformed stored hash can never match; the account must be reset by its owner.
    return false;
  }
}
