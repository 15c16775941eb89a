CREATE TABLE "order_back_history" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_back_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_back_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_back_history_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_back_lines" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_back_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_back_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_back_lines_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_back_photos" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_back_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_back_id" integer NOT NULL,
	"file" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_back_photos_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_back_settings" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"message" jsonb,
	"return_ask_description" jsonb,
	"label_sent_description" jsonb,
	"product_received_description" jsonb,
	"return_window_days" integer DEFAULT 30 NOT NULL,
	"damage_window_hours" integer DEFAULT 48 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_backs" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_backs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ASKED' NOT NULL,
	"reason" text,
	"comment" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_backs_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_generic_values" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "order_generic_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_generic_values_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "order_generic_values_site_id_type_code_unique" UNIQUE("site_id","type","code")
);
--> statement-breakpoint
CREATE TABLE "site_counters" (
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "site_counters_site_id_name_pk" PRIMARY KEY("site_id","name")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_back_history" ADD CONSTRAINT "order_back_history_site_id_order_back_id_order_backs_site_id_id_fk" FOREIGN KEY ("site_id","order_back_id") REFERENCES "public"."order_backs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_lines" ADD CONSTRAINT "order_back_lines_site_id_order_back_id_order_backs_site_id_id_fk" FOREIGN KEY ("site_id","order_back_id") REFERENCES "public"."order_backs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_lines" ADD CONSTRAINT "order_back_lines_site_id_order_line_id_order_lines_site_id_id_fk" FOREIGN KEY ("site_id","order_line_id") REFERENCES "public"."order_lines"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_photos" ADD CONSTRAINT "order_back_photos_site_id_order_back_id_order_backs_site_id_id_fk" FOREIGN KEY ("site_id","order_back_id") REFERENCES "public"."order_backs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_back_settings" ADD CONSTRAINT "order_back_settings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_backs" ADD CONSTRAINT "order_backs_site_id_order_id_orders_site_id_id_fk" FOREIGN KEY ("site_id","order_id") REFERENCES "public"."orders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_generic_values" ADD CONSTRAINT "order_generic_values_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_counters" ADD CONSTRAINT "site_counters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_back_lines_back_idx" ON "order_back_lines" USING btree ("site_id","order_back_id");--> statement-breakpoint
CREATE INDEX "order_backs_order_idx" ON "order_backs" USING btree ("site_id","order_id");