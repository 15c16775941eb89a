DROP INDEX "orders_cart_idx";--> statement-breakpoint
CREATE INDEX "orders_cart_unpaid_idx" ON "orders" USING btree ("cart_id","site_id") WHERE "orders"."status" = 'AWAITING_PAYMENT';