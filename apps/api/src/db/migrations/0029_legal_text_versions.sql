CREATE TABLE "legal_text_versions" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "legal_text_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"html" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "legal_text_versions_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sale_terms_version_id" integer;--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD CONSTRAINT "legal_text_versions_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_text_versions_key_idx" ON "legal_text_versions" USING btree ("site_id","key","id");--> statement-breakpoint
-- The checkout keeps the sale terms' current version in memory (orders.service.ts order settings): the table
-- announces its changes on 'site_changed' like the site's other cached data (0001, 0021…0026).
CREATE TRIGGER legal_text_versions_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON legal_text_versions
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
--> statement-breakpoint
-- Issue 18 item 5: the legal texts sites already have become their first version, dated now, by nobody.
INSERT INTO legal_text_versions (site_id, key, html)
SELECT site_id, type,
  CASE WHEN coalesce(translations->>'en', '') = '' THEN jsonb_build_object('fr_FR', value)
       ELSE jsonb_build_object('fr_FR', value, 'en', translations->>'en') END
FROM site_parameters
WHERE type IN ('LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'SALE_TERMS', 'USE_TERMS')
  AND coalesce(value, '') <> ''
ORDER BY site_id, id;
