/**
 * `npm run site:reviews -- --site 1 [--place <Google place id>]`: imports a site's Google reviews (issue 17 item 8),
 * as `POST /api/admin/reviews/import` does from the back-office. The key comes from the environment
 * (GOOGLE_PLACES_API_KEY), never from the command line (shell history); the place is `--place`, else the site's
 * GOOGLE_REVIEWS app's `placeId`, else GOOGLE_PLACE_ID. A review imported again is updated, not repeated.
 * With the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { sites } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { translate } from '../i18n/api-messages.ts';
import { googleProviderOf, importReviews } from '../modules/reviews/reviews.service.ts';

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string' }, place: { type: 'string' } } });
  const siteId = Number(values.site);
  if (!Number.isInteger(siteId) || siteId <= 0) {
    throw new Error('Usage: npm run site:reviews -- --site <id> [--place <Google place id>]');
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const known = await database.db.select({ id: sites.id }).from(sites);
    if (!known.some((site) => site.id === siteId)) throw new Error(`Unknown site ${siteId}`);
    const ctx = { siteId, locale: 'en' as const, token: null, user: null, db: database.db };
    const google = values.place ? { ...config.googleReviews, placeId: values.place } : config.googleReviews;
    const { provider, placeId } = await googleProviderOf(ctx, google, { preferGiven: Boolean(values.place) });
    const done = await importReviews(ctx, provider, placeId);
    process.stdout.write(
      `Site ${siteId}: ${done.fetched} reviews read from Google (place ${placeId}), ` +
        `${done.created} new, ${done.updated} updated.\n`,
    );
  } catch (error) {
    if (error instanceof AppError) throw new Error(translate('en', error.code, error.params));
    throw error;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
