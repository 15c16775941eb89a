CREATE TABLE "mail_attachments" (
	"site_id" integer NOT NULL,
	"mail_id" integer NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "mail_attachments_site_id_mail_id_position_pk" PRIMARY KEY("site_id","mail_id","position")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_site_id_mail_id_mail_outbox_site_id_id_fk" FOREIGN KEY ("site_id","mail_id") REFERENCES "public"."mail_outbox"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The mails written before retries existed: a delivered one is sent; one not delivered is tried again only if
-- it is recent (a day), else it has failed for good (a stale mail is worse than none); without an error it was
-- kept by a server without SMTP_URL, and stays kept.
UPDATE "mail_outbox" SET "status" = CASE
  WHEN "delivered" THEN 'sent'
  WHEN "error" IS NULL THEN 'kept'
  WHEN "created_at" > now() - interval '1 day' THEN 'pending'
  ELSE 'failed'
END, "attempts" = CASE WHEN "delivered" OR "error" IS NOT NULL THEN 1 ELSE 0 END;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" IN ('pending', 'sending');