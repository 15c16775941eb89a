CREATE TABLE "event_registrations" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"seats" integer NOT NULL,
	"locale" text NOT NULL,
	"token_hash" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "event_registrations_seats_positive" CHECK ("event_registrations"."seats" > 0)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb,
	"description" jsonb NOT NULL,
	"place" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"price" integer,
	"image" jsonb,
	"is_published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "events_seats_within_capacity" CHECK ("events"."seats_taken" >= 0 AND "events"."seats_taken" <= "events"."capacity"),
	CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" >= "events"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_site_id_event_id_events_site_id_id_fk" FOREIGN KEY ("site_id","event_id") REFERENCES "public"."events"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_token_idx" ON "event_registrations" USING btree ("site_id","token_hash");--> statement-breakpoint
CREATE INDEX "event_registrations_event_idx" ON "event_registrations" USING btree ("site_id","event_id");--> statement-breakpoint
CREATE INDEX "events_starts_idx" ON "events" USING btree ("site_id","starts_at");--> statement-breakpoint
-- The events' list and detail answers are kept by the answer cache (issue 17 item 5): the table announces its
-- changes on 'site_changed' like the site's other cached data, a registration or a cancellation included (they
-- move seats_taken, so the free seats shown are never stale). event_registrations feeds no kept answer.
CREATE TRIGGER events_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
