ALTER TABLE "matches" ADD COLUMN "round_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "called_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "pinned_table" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "board_tables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "rest_minutes" integer DEFAULT 5 NOT NULL;