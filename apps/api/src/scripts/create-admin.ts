/**
 * `npm run user:create-admin -- --site 1 --email admin@example.com [--role SUPER_ADMIN] [--firstname …]
 * [--lastname …]`: creates an administrator of a site, or promotes and resets the account of that e-mail.
 * The password comes from ADMIN_PASSWORD or is asked on the terminal; there is no default password.
 * With the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { DEFAULT_LOCALE, emailSchema, passwordSchema, USER_ROLES, type UserRole } from '@atelier/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';
import * as repository from '../modules/accounts/accounts.repository.ts';
import { hashPassword, isCommonPassword } from '../modules/accounts/passwords.ts';
import type { RequestContext } from '../context.ts';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run the command in a terminal to type it');
  const terminal = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  // Hide what is typed: echo nothing but the prompt itself.
  const write = process.stdout.write.bind(process.stdout);
  let prompting = true;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) =>
    prompting && !String(chunk).startsWith('Password') ? true : write(chunk, ...rest)) as typeof process.stdout.write;
  try {
    return await terminal.question('Password of the administrator: ');
  } finally {
    prompting = false;
    process.stdout.write = write;
    write('\n');
    terminal.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string', default: 'ADMIN' },
      firstname: { type: 'string', default: 'Admin' },
      lastname: { type: 'string', default: '' },
    },
  });
  const siteId = Number(values.site);
  const email = emailSchema.safeParse(values.email ?? '');
  const role = values.role as UserRole;
  if (!Number.isInteger(siteId) || siteId <= 0 || !email.success || !USER_ROLES.includes(role) || role === 'CUSTOMER') {
    throw new Error('Usage: npm run user:create-admin -- --site <id> --email <address> [--role ADMIN|SUPER_ADMIN]');
  }
  const password = process.env.ADMIN_PASSWORD || (await askPassword());
  if (!passwordSchema.safeParse(password).success || isCommonPassword(password)) {
    throw new Error('The password must have 8 to 128 characters and not be a common one');
  }

  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const known = await database.db.select({ id: sites.id }).from(sites);
    if (!known.some((site) => site.id === siteId)) throw new Error(`Unknown site ${siteId}`);
    const ctx: RequestContext = { siteId, locale: DEFAULT_LOCALE, token: null, user: null, db: database.db };
    const passwordHash = await hashPassword(password);
    const existing = await repository.findUserByEmail(ctx, email.data);
    if (existing) {
      await repository.updateUser(ctx, existing.id, { role, passwordHash });
      await repository.revokeUserSessions(ctx, existing.id);
      process.stdout.write(
        `User ${existing.id} (${email.data}) of site ${siteId} is now ${role}; its password was reset.\n`,
      );
    } else {
      const row = await repository.insertUser(ctx, {
        email: email.data,
        passwordHash,
        firstname: values.firstname,
        lastname: values.lastname,
        role,
      });
      process.stdout.write(`Created ${role} ${row.id} (${email.data}) on site ${siteId}.\n`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
