CREATE TABLE "reviews" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"rating" integer NOT NULL,
	"author" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"lang" text,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_external_idx" ON "reviews" USING btree ("site_id","source","external_id");--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("site_id","published_at");--> statement-breakpoint
-- The reviews call is kept by the answer cache (issue 17 item 8): its table announces its changes on 'site_changed'
-- like the site's other cached data (0001, 0003, 0010, 0021).
CREATE TRIGGER reviews_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
