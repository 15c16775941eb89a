import { integer, jsonb, timestamp } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@atelier/contract';

// Every tenant-owned row leads with site_id so the schema can be distributed by site (Citus):
// primary keys are (site_id, id), unique keys start with site_id. See docs/decisions/002.
export const siteId = () => integer('site_id').notNull();
export const rowId = () => integer('id').notNull().generatedAlwaysAsIdentity();

/** Translatable text, one entry per language (docs/decisions/003). */
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
