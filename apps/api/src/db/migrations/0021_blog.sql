CREATE TABLE "blog_articles" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "blog_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"folder_id" integer NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"body" jsonb NOT NULL,
	"image" jsonb,
	"author" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_articles_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "blog_folders" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "blog_folders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"slug" jsonb NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"image" jsonb,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_folders_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_site_id_folder_id_blog_folders_site_id_id_fk" FOREIGN KEY ("site_id","folder_id") REFERENCES "public"."blog_folders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folders" ADD CONSTRAINT "blog_folders_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_folders" ADD CONSTRAINT "blog_folders_site_id_parent_id_blog_folders_site_id_id_fk" FOREIGN KEY ("site_id","parent_id") REFERENCES "public"."blog_folders"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_articles_folder_idx" ON "blog_articles" USING btree ("site_id","folder_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("site_id","published_at");--> statement-breakpoint
CREATE INDEX "blog_folders_parent_idx" ON "blog_folders" USING btree ("site_id","parent_id","position");--> statement-breakpoint
-- The blog's answers are kept by the answer cache (issue 17): its tables announce their changes on 'site_changed'
-- like the site's other cached data (0001, 0003, 0010).
CREATE TRIGGER blog_folders_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON blog_folders
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();--> statement-breakpoint
CREATE TRIGGER blog_articles_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON blog_articles
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
