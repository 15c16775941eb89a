ALTER TABLE "order_lines" ADD COLUMN "made_to_measure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The lines sold before this column: their product's flag as it is now (the best that is known).
UPDATE "order_lines" SET "made_to_measure" = true FROM "products"
WHERE "products"."site_id" = "order_lines"."site_id" AND "products"."id" = "order_lines"."product_id"
  AND "products"."is_made_to_measure" = true;
