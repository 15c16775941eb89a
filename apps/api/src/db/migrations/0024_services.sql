CREATE TABLE "popups" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "popups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" jsonb,
	"link_label" jsonb,
	"link_url" jsonb,
	"show_on_every_reload" boolean DEFAULT false NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "services_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"position" integer DEFAULT 0 NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"body" jsonb NOT NULL,
	"icon" text,
	"image" jsonb,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "popups" ADD CONSTRAINT "popups_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "services_position_idx" ON "services" USING btree ("site_id","position");--> statement-breakpoint
-- The services' and popups' answers are kept by the answer cache (issue 17): their tables announce their changes
-- on 'site_changed' like the site's other cached data (0001, 0003, 0010, 0021).
CREATE TRIGGER services_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();--> statement-breakpoint
CREATE TRIGGER popups_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON popups
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
