CREATE TABLE "made_to_measure_jobs" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "made_to_measure_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'fr_FR' NOT NULL,
	"storefront_origin" text,
	"confirm_token_hash" text,
	"email_confirmed_at" timestamp with time zone,
	"piece_kind" text NOT NULL,
	"description" text NOT NULL,
	"dimensions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"condition" text NOT NULL,
	"fabric_type" text NOT NULL,
	"fabric_declination_id" integer,
	"fabric_label" jsonb,
	"fabric_price_per_metre" integer,
	"wished_date" date,
	"handover_type" text NOT NULL,
	"delivery_address" jsonb,
	"message" text,
	"stage_mails" boolean DEFAULT true NOT NULL,
	"awaiting_workshop" boolean DEFAULT false NOT NULL,
	"pickup_address_id" integer,
	"pickup_date" date,
	"pickup_schedule_id" integer,
	"delivery_date" date,
	"delivery_note" text,
	"handed_over_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "made_to_measure_jobs_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "made_to_measure_messages" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "made_to_measure_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "made_to_measure_messages_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "made_to_measure_payments" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "made_to_measure_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"amount" integer NOT NULL,
	"detail" jsonb,
	"paid_at" timestamp with time zone,
	"invoice_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "made_to_measure_payments_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "made_to_measure_payments_amount_positive" CHECK ("made_to_measure_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "made_to_measure_photos" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "made_to_measure_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"stage_update_id" integer,
	"file" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "made_to_measure_photos_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "made_to_measure_quotes" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "made_to_measure_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'SENT' NOT NULL,
	"lines" jsonb NOT NULL,
	"vat_rate" integer NOT NULL,
	"total_excl_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"deposit_percent" integer NOT NULL,
	"deposit" integer NOT NULL,
	"balance" integer NOT NULL,
	"lead_time_weeks" integer NOT NULL,
	"valid_until" date NOT NULL,
	"note" text,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_name" text,
	"accepted_at" timestamp with time zone,
	"accepted_ip" text,
	"accepted_user_agent" text,
	"decline_reason" text,
	"declined_at" timestamp with time zone,
	CONSTRAINT "made_to_measure_quotes_site_id_id_pk" PRIMARY KEY("site_id","id"),
	CONSTRAINT "made_to_measure_quotes_amounts" CHECK ("made_to_measure_quotes"."deposit" + "made_to_measure_quotes"."balance" = "made_to_measure_quotes"."total" AND "made_to_measure_quotes"."deposit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "made_to_measure_stage_updates" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "made_to_measure_stage_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"stage_id" integer NOT NULL,
	"note" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "made_to_measure_stage_updates_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "production_stages" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "production_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" jsonb NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "production_stages_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_made_to_measure" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sold_by_metre" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "made_to_measure_jobs" ADD CONSTRAINT "made_to_measure_jobs_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "made_to_measure_messages" ADD CONSTRAINT "made_to_measure_messages_site_id_job_id_made_to_measure_jobs_site_id_id_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "public"."made_to_measure_jobs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "made_to_measure_payments" ADD CONSTRAINT "made_to_measure_payments_site_id_job_id_made_to_measure_jobs_site_id_id_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "public"."made_to_measure_jobs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "made_to_measure_photos" ADD CONSTRAINT "made_to_measure_photos_site_id_job_id_made_to_measure_jobs_site_id_id_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "public"."made_to_measure_jobs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "made_to_measure_quotes" ADD CONSTRAINT "made_to_measure_quotes_site_id_job_id_made_to_measure_jobs_site_id_id_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "public"."made_to_measure_jobs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "made_to_measure_stage_updates" ADD CONSTRAINT "made_to_measure_stage_updates_site_id_job_id_made_to_measure_jobs_site_id_id_fk" FOREIGN KEY ("site_id","job_id") REFERENCES "public"."made_to_measure_jobs"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "made_to_measure_stage_updates" ADD CONSTRAINT "made_to_measure_stage_updates_site_id_stage_id_production_stages_site_id_id_fk" FOREIGN KEY ("site_id","stage_id") REFERENCES "public"."production_stages"("site_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_stages" ADD CONSTRAINT "production_stages_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "made_to_measure_jobs_reference_key" ON "made_to_measure_jobs" USING btree ("site_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "made_to_measure_jobs_confirm_token_key" ON "made_to_measure_jobs" USING btree ("site_id","confirm_token_hash");--> statement-breakpoint
CREATE INDEX "made_to_measure_jobs_user_idx" ON "made_to_measure_jobs" USING btree ("site_id","user_id");--> statement-breakpoint
CREATE INDEX "made_to_measure_jobs_status_idx" ON "made_to_measure_jobs" USING btree ("site_id","status","created_at");--> statement-breakpoint
CREATE INDEX "made_to_measure_messages_job_idx" ON "made_to_measure_messages" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "made_to_measure_payments_provider_ref_key" ON "made_to_measure_payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "made_to_measure_payments_job_idx" ON "made_to_measure_payments" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "made_to_measure_payments_paid_key" ON "made_to_measure_payments" USING btree ("site_id","job_id","kind") WHERE "made_to_measure_payments"."status" = 'PAID';--> statement-breakpoint
CREATE INDEX "made_to_measure_photos_job_idx" ON "made_to_measure_photos" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "made_to_measure_quotes_number_key" ON "made_to_measure_quotes" USING btree ("site_id","number");--> statement-breakpoint
CREATE INDEX "made_to_measure_quotes_job_idx" ON "made_to_measure_quotes" USING btree ("site_id","job_id");--> statement-breakpoint
CREATE INDEX "made_to_measure_quotes_sent_idx" ON "made_to_measure_quotes" USING btree ("valid_until") WHERE "made_to_measure_quotes"."status" = 'SENT';--> statement-breakpoint
CREATE INDEX "made_to_measure_stage_updates_job_idx" ON "made_to_measure_stage_updates" USING btree ("site_id","job_id");