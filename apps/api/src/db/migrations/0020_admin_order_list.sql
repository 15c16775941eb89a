-- The back-office's order list (issue 16) over thousands of orders. `lk:` on the e-mail or the reference (a
-- part of it, any case: ILIKE '%…%') reads the orders whose trigrams match instead of every order of the site.
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it; the embedded database
-- loads it at open (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "orders_total_idx" ON "orders" USING btree ("total","site_id");--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "orders_reference_trgm_idx" ON "orders" USING gin ("reference" gin_trgm_ops) WITH (fastupdate=false);
