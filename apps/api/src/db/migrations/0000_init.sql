CREATE TABLE "component_confs" (
	"site_id" integer NOT NULL,
	"slug" text NOT NULL,
	"config" jsonb NOT NULL,
	CONSTRAINT "component_confs_site_id_slug_pk" PRIMARY KEY("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "external_app_configs" (
	"site_id" integer NOT NULL,
	"app" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"public_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "external_app_configs_site_id_app_pk" PRIMARY KEY("site_id","app")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label" text NOT NULL,
	"deepl_code" text NOT NULL,
	"country_alpha2" text NOT NULL,
	"flag" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "languages_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "languages_site_id_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "logos" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "logos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"filename" text NOT NULL,
	"alt" jsonb NOT NULL,
	CONSTRAINT "logos_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "logos_site_id_type_unique" UNIQUE("site_id","type")
);
--> statement-breakpoint
CREATE TABLE "site_domains" (
	"site_id" integer NOT NULL,
	"host" text NOT NULL,
	CONSTRAINT "site_domains_site_id_host_pk" PRIMARY KEY("site_id","host"),
	CONSTRAINT "site_domains_host_key" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "site_info" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"dev_url" text NOT NULL,
	"prod_url" text NOT NULL,
	"server" text NOT NULL,
	"is_winemaker" boolean DEFAULT false NOT NULL,
	"is_ecommerce" boolean DEFAULT false NOT NULL,
	"is_building" boolean DEFAULT false NOT NULL,
	"webp" boolean DEFAULT true NOT NULL,
	"technical_file_model" text,
	"dashboard_type" text DEFAULT 'STANDARD' NOT NULL,
	"fonts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"banner" jsonb,
	"footer_banner" jsonb,
	"css_variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_stripe" jsonb DEFAULT '{"enabled":false,"publicKey":null}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_parameters" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "site_parameters_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"value" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_parameters_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "site_parameters_site_id_type_unique" UNIQUE("site_id","type")
);
--> statement-breakpoint
CREATE TABLE "site_visits" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "site_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_visits_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "address_types" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "address_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	CONSTRAINT "address_types_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "address_types_site_id_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "company_address_types" (
	"site_id" integer NOT NULL,
	"address_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	CONSTRAINT "company_address_types_site_id_address_id_type_id_pk" PRIMARY KEY("site_id","address_id","type_id")
);
--> statement-breakpoint
CREATE TABLE "company_addresses" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "company_addresses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text NOT NULL,
	"address_part2" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country_alpha2" text DEFAULT 'FR' NOT NULL,
	"phone" text,
	"email" text,
	"latitude" text,
	"longitude" text,
	"opening_hours" jsonb,
	"is_main" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "company_addresses_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "elements" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "elements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"route" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"url" jsonb,
	"image" text,
	"alt" jsonb,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "elements_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"content" jsonb,
	"image" text,
	"url" text,
	"promoted" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "news_site_id_slug_unique" UNIQUE("site_id","slug")
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'PAGE' NOT NULL,
	"layout" text DEFAULT 'page' NOT NULL,
	"title" jsonb NOT NULL,
	"url" jsonb NOT NULL,
	"menu_title" jsonb,
	"meta_description" jsonb,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"is_home" boolean DEFAULT false NOT NULL,
	"is_ecommerce_page" boolean DEFAULT false NOT NULL,
	"is_custom_header" boolean DEFAULT false NOT NULL,
	"is_custom_footer" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"link" jsonb,
	"cms" jsonb,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pages_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "variation_values" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "variation_values_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variation_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variation_values_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "variations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"label" jsonb NOT NULL,
	"display_label" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "variations_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "variations_site_id_code_unique" UNIQUE("site_id","code")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from" text NOT NULL,
	"to" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"delivered" boolean DEFAULT false NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "component_confs" ADD CONSTRAINT "component_confs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_app_configs" ADD CONSTRAINT "external_app_configs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "languages" ADD CONSTRAINT "languages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logos" ADD CONSTRAINT "logos_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_domains" ADD CONSTRAINT "site_domains_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_info" ADD CONSTRAINT "site_info_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_parameters" ADD CONSTRAINT "site_parameters_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_visits" ADD CONSTRAINT "site_visits_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_types" ADD CONSTRAINT "address_types_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address_types" ADD CONSTRAINT "company_address_types_site_id_address_id_company_addresses_site_id_id_fk" FOREIGN KEY ("site_id","address_id") REFERENCES "public"."company_addresses"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_address_types" ADD CONSTRAINT "company_address_types_site_id_type_id_address_types_site_id_id_fk" FOREIGN KEY ("site_id","type_id") REFERENCES "public"."address_types"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_addresses" ADD CONSTRAINT "company_addresses_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "elements" ADD CONSTRAINT "elements_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_site_id_parent_id_pages_site_id_id_fk" FOREIGN KEY ("site_id","parent_id") REFERENCES "public"."pages"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_values" ADD CONSTRAINT "variation_values_site_id_variation_id_variations_site_id_id_fk" FOREIGN KEY ("site_id","variation_id") REFERENCES "public"."variations"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_visits_site_id_source_visited_at_index" ON "site_visits" USING btree ("site_id","source","visited_at");--> statement-breakpoint
CREATE INDEX "elements_site_id_route_position_index" ON "elements" USING btree ("site_id","route","position");--> statement-breakpoint
CREATE INDEX "news_site_id_published_at_index" ON "news" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_url_fr_key" ON "pages" USING btree ("site_id",("url"->>'fr_FR'));--> statement-breakpoint
CREATE UNIQUE INDEX "pages_site_url_en_key" ON "pages" USING btree ("site_id",("url"->>'en'));--> statement-breakpoint
CREATE INDEX "contact_messages_site_id_created_at_index" ON "contact_messages" USING btree ("site_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_site_id_created_at_index" ON "mail_outbox" USING btree ("site_id","created_at");