ALTER TABLE "orders" DROP CONSTRAINT "orders_site_id_reference_unique";--> statement-breakpoint
DROP INDEX "carts_site_user_idx";--> statement-breakpoint
DROP INDEX "carts_site_user_default_key";--> statement-breakpoint
DROP INDEX "orders_site_user_idx";--> statement-breakpoint
DROP INDEX "orders_site_cart_idx";--> statement-breakpoint
DROP INDEX "orders_site_pickup_idx";--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_default_key" ON "carts" USING btree ("user_id","site_id") WHERE "carts"."is_default" and "carts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","site_id");--> statement-breakpoint
CREATE INDEX "orders_cart_idx" ON "orders" USING btree ("cart_id","site_id");--> statement-breakpoint
CREATE INDEX "orders_pickup_idx" ON "orders" USING btree ("pickup_schedule_id","pickup_date","site_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_reference_site_key" UNIQUE("reference","site_id");