ALTER TABLE "pickup_closures" DROP CONSTRAINT "pickup_closures_site_id_address_id_company_addresses_site_id_id_fk";
--> statement-breakpoint
ALTER TABLE "pickup_schedules" DROP CONSTRAINT "pickup_schedules_site_id_address_id_company_addresses_site_id_id_fk";
--> statement-breakpoint
ALTER TABLE "pickup_closures" ADD CONSTRAINT "pickup_closures_site_id_address_id_company_addresses_site_id_id_fk" FOREIGN KEY ("site_id","address_id") REFERENCES "public"."company_addresses"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_site_id_address_id_company_addresses_site_id_id_fk" FOREIGN KEY ("site_id","address_id") REFERENCES "public"."company_addresses"("site_id","id") ON DELETE cascade ON UPDATE no action;