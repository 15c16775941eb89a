CREATE TABLE "font_metrics" (
	"hash" text PRIMARY KEY NOT NULL,
	"metrics" jsonb NOT NULL
);
