CREATE TABLE "page_layouts" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "page_layouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"kind" text NOT NULL,
	"blocks" jsonb NOT NULL,
	"hash" text NOT NULL,
	"preview_path" text,
	"saved_by" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"published_at" timestamp with time zone,
	CONSTRAINT "page_layouts_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "social_image" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_site_id_page_id_pages_site_id_id_fk" FOREIGN KEY ("site_id","page_id") REFERENCES "public"."pages"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_layouts_one_draft_key" ON "page_layouts" USING btree ("site_id","page_id") WHERE "page_layouts"."kind" = 'DRAFT';--> statement-breakpoint
CREATE INDEX "page_layouts_page_idx" ON "page_layouts" USING btree ("site_id","page_id","kind","published_at");
