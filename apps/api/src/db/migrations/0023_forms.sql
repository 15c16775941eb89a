CREATE TABLE "form_answers" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "form_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"email" text,
	"locale" text NOT NULL,
	"mail_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_answers_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "form_files" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "form_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_id" integer NOT NULL,
	"field" text NOT NULL,
	"filename" text NOT NULL,
	"file" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_files_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"site_id" integer NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" jsonb NOT NULL,
	"description" jsonb,
	"submit_label" jsonb,
	"success_message" jsonb,
	"fields" jsonb NOT NULL,
	"recipient" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_site_id_id_pk" PRIMARY KEY("site_id","id")
);
--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_answers" ADD CONSTRAINT "form_answers_site_id_form_id_forms_site_id_id_fk" FOREIGN KEY ("site_id","form_id") REFERENCES "public"."forms"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_site_id_answer_id_form_answers_site_id_id_fk" FOREIGN KEY ("site_id","answer_id") REFERENCES "public"."form_answers"("site_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_answers_form_idx" ON "form_answers" USING btree ("site_id","form_id","created_at");--> statement-breakpoint
CREATE INDEX "form_files_answer_idx" ON "form_files" USING btree ("site_id","answer_id");--> statement-breakpoint
-- GET /forms/{id} is kept by the answer cache (issue 17 item 4): the forms table announces its changes on
-- 'site_changed' like the site's other cached data (0001, 0003, 0010, 0021, 0022). Answers and files are read by no cache.
CREATE TRIGGER forms_notify_site_changed AFTER INSERT OR UPDATE OR DELETE ON forms
  FOR EACH ROW EXECUTE FUNCTION notify_site_changed();
