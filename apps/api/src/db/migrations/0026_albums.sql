CREATE TABLE "albums" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "albums_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "albums_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "albums_position_idx" ON "albums" USING btree ("site_id","position");--> statement-breakpoint
-- The album calls are kept by the answer cache (issue 17): the table announces its changes on 'site_changed'
-- like the site's other cached data (0001, 0003, 0010, 0021).
CREATE TRIGGER albums_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON albums
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
