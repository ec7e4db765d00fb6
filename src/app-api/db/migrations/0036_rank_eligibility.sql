-- Eligibility by peak and verified ranks (issue 41): an event sets its peak window and may ask
-- for verified ranks; a rank decision may be a verification, with the event seen as evidence.
ALTER TABLE "tournaments" ADD COLUMN "peak_window_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "verified_ranks_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rank_changes" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rank_changes" ADD COLUMN "tournament_id" integer;--> statement-breakpoint
ALTER TABLE "rank_changes" ADD CONSTRAINT "rank_changes_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE set null ON UPDATE no action;