ALTER TABLE "matches" DROP CONSTRAINT "matches_scores_within_race";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "carom_rating" double precision DEFAULT 300 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "carom" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "innings_limit" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "carom_tiebreak" text DEFAULT 'penalty_shots' NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "family" text DEFAULT 'pool' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_scores_within_race" CHECK ("matches"."carom" is not null or ("matches"."score1" <= "matches"."race1" and "matches"."score2" <= "matches"."race2"));