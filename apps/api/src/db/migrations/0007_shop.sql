CREATE TABLE "carrier_rates" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carrier_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"carrier_id" integer NOT NULL,
	"zone_id" integer NOT NULL,
	"min_value" integer DEFAULT 0 NOT NULL,
	"max_value" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "carrier_rates_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "carriers" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "carriers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"description" jsonb,
	"service_code" text NOT NULL,
	"delivery_type" text NOT NULL,
	"rate_basis" text NOT NULL,
	"relay_network" text,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "carriers_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "cart_products" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "cart_products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cart_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_products_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"site_id" integer NOT NULL,
	"id" text NOT NULL,
	"user_id" integer,
	"type" text DEFAULT 'MAIN_CART' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"discount_code" text,
	"ordered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"detail_type" text DEFAULT 'PRODUCT' NOT NULL,
	"minimum_total" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "discount_codes_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "discount_codes_site_id_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"declination_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" jsonb NOT NULL,
	"detail" jsonb,
	"reference" text,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"total" integer NOT NULL,
	"customizations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stock_reserved" boolean DEFAULT false NOT NULL,
	CONSTRAINT "order_lines_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_status_history_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"user_id" integer,
	"cart_id" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'fr_FR' NOT NULL,
	"status" text DEFAULT 'AWAITING_PAYMENT' NOT NULL,
	"delivery_type" text NOT NULL,
	"carrier_id" integer,
	"carrier_name" text,
	"service_code" text,
	"access_point" jsonb,
	"pickup_address_id" integer,
	"pickup_date" date,
	"pickup_schedule_id" integer,
	"delivery_address" jsonb,
	"billing_address" jsonb NOT NULL,
	"message" text,
	"total_products" integer NOT NULL,
	"discount_total" integer DEFAULT 0 NOT NULL,
	"shipping_fees" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"discount_code" text,
	"sale_terms" text NOT NULL,
	"sale_terms_accepted_at" timestamp with time zone NOT NULL,
	"payment_provider" text NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"stock_released_at" timestamp with time zone,
	"tracking_link" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "orders_site_id_reference_unique" UNIQUE("site_id","reference")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "pickup_closures" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pickup_closures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" jsonb,
	CONSTRAINT "pickup_closures_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "pickup_schedules" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pickup_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"capacity" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "pickup_schedules_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "relay_points" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "relay_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"add_line1" text NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"country_alpha2" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb,
	CONSTRAINT "relay_points_network_code_unique" UNIQUE("network","code")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shipping_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"country_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "shipping_zones_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "site_payment_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_addresses" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "user_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"address" text NOT NULL,
	"address_part2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_alpha2" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_addresses_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "declinations" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_dematerialized" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "has_shipping_fees" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_site_id_carrier_id_carriers_site_id_id_fk" FOREIGN KEY ("site_id","carrier_id") REFERENCES "public"."carriers"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carrier_rates" ADD CONSTRAINT "carrier_rates_site_id_zone_id_shipping_zones_site_id_id_fk" FOREIGN KEY ("site_id","zone_id") REFERENCES "public"."shipping_zones"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carriers" ADD CONSTRAINT "carriers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_products" ADD CONSTRAINT "cart_products_site_id_cart_id_carts_site_id_id_fk" FOREIGN KEY ("site_id","cart_id") REFERENCES "public"."carts"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_site_id_user_id_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_codes" ADD CONSTRAINT "discount_codes_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_site_id_order_id_orders_site_id_id_fk" FOREIGN KEY ("site_id","order_id") REFERENCES "public"."orders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_site_id_order_id_orders_site_id_id_fk" FOREIGN KEY ("site_id","order_id") REFERENCES "public"."orders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_site_id_order_id_orders_site_id_id_fk" FOREIGN KEY ("site_id","order_id") REFERENCES "public"."orders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_closures" ADD CONSTRAINT "pickup_closures_site_id_address_id_company_addresses_site_id_id_fk" FOREIGN KEY ("site_id","address_id") REFERENCES "public"."company_addresses"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_schedules" ADD CONSTRAINT "pickup_schedules_site_id_address_id_company_addresses_site_id_id_fk" FOREIGN KEY ("site_id","address_id") REFERENCES "public"."company_addresses"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zones" ADD CONSTRAINT "shipping_zones_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_payment_settings" ADD CONSTRAINT "site_payment_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_addresses" ADD CONSTRAINT "user_addresses_site_id_user_id_users_site_id_id_fk" FOREIGN KEY ("site_id","user_id") REFERENCES "public"."users"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carrier_rates_carrier_idx" ON "carrier_rates" USING btree ("site_id","carrier_id");--> statement-breakpoint
CREATE INDEX "cart_products_cart_idx" ON "cart_products" USING btree ("site_id","cart_id");--> statement-breakpoint
CREATE INDEX "carts_site_user_idx" ON "carts" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_site_user_default_key" ON "carts" USING btree ("site_id","user_id") WHERE "carts"."is_default" and "carts"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("site_id","order_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("site_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_site_user_idx" ON "orders" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "orders_site_pickup_idx" ON "orders" USING btree ("site_id","pickup_schedule_id","pickup_date");--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'AWAITING_PAYMENT' and "orders"."stock_released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("site_id","order_id");--> statement-breakpoint
CREATE INDEX "pickup_schedules_address_idx" ON "pickup_schedules" USING btree ("site_id","address_id");--> statement-breakpoint
CREATE INDEX "relay_points_zip_idx" ON "relay_points" USING btree ("network","country_alpha2","zip_code");--> statement-breakpoint
CREATE INDEX "user_addresses_user_idx" ON "user_addresses" USING btree ("site_id","user_id");