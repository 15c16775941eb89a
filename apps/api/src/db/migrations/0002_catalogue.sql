CREATE TABLE "awards" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "awards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"year" integer,
	"medal" jsonb,
	"image" jsonb,
	CONSTRAINT "awards_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "customization_files" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customization_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customization_id" integer NOT NULL,
	"token" text NOT NULL,
	"file" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customization_files_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "customization_files_site_id_token_unique" UNIQUE("site_id","token")
);
--> statement-breakpoint
CREATE TABLE "customizations" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"type" text NOT NULL,
	"input_type" text NOT NULL,
	"label" jsonb NOT NULL,
	"help" jsonb,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"values" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_cost" jsonb,
	"file" jsonb,
	CONSTRAINT "customizations_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "declinations" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "declinations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"year" integer,
	"capacity" numeric,
	"capacity_unit" text,
	"variation_value_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reference" text,
	"fixed_price" boolean DEFAULT false NOT NULL,
	"price" integer,
	"discount" jsonb,
	"set_quantity" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"sell_by_multiple_of" integer,
	"image" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "declinations_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "meal_icons" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "meal_icons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"icon" text NOT NULL,
	CONSTRAINT "meal_icons_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_category_links" (
	"site_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "product_category_links_site_id_category_id_product_id_pk" PRIMARY KEY("site_id","category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subtype" text,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"summary" jsonb,
	"description" jsonb,
	"price" integer NOT NULL,
	"discount" jsonb,
	"sell_by_multiple_of" integer DEFAULT 1 NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decreasing_discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wine" jsonb,
	"variation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meal_icon_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "awards" ADD CONSTRAINT "awards_site_id_product_id_products_site_id_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customization_files" ADD CONSTRAINT "customization_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customizations" ADD CONSTRAINT "customizations_site_id_product_id_products_site_id_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "declinations" ADD CONSTRAINT "declinations_site_id_product_id_products_site_id_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meal_icons" ADD CONSTRAINT "meal_icons_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD CONSTRAINT "product_category_links_site_id_product_id_products_site_id_id_fk" FOREIGN KEY ("site_id","product_id") REFERENCES "public"."products"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_links" ADD CONSTRAINT "product_category_links_site_id_category_id_product_categories_site_id_id_fk" FOREIGN KEY ("site_id","category_id") REFERENCES "public"."product_categories"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "declinations_product_idx" ON "declinations" USING btree ("site_id","product_id");--> statement-breakpoint
CREATE INDEX "products_site_kind_idx" ON "products" USING btree ("site_id","kind");