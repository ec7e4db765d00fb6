ALTER TABLE "matches" ADD COLUMN "draw_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "carom_draws" boolean DEFAULT false NOT NULL;