ALTER TABLE "matches" ADD COLUMN "present1_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "present2_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "no_show_minutes" integer DEFAULT 10 NOT NULL;