-- Ratings learn how sure they are (Glicko-2, issue 41): a deviation and a volatility per family
-- and per ledger row. The histories are replayed into the new model once, in code
-- (services/players/rating-replay.ts), which data_migrations remembers.
CREATE TABLE "data_migrations" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_deviation" double precision DEFAULT 290 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_volatility" double precision DEFAULT 0.06 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "carom_rating_deviation" double precision DEFAULT 290 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "carom_rating_volatility" double precision DEFAULT 0.06 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "deviation_before" double precision DEFAULT 290 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "deviation_after" double precision DEFAULT 290 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "volatility_before" double precision DEFAULT 0.06 NOT NULL;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD COLUMN "volatility_after" double precision DEFAULT 0.06 NOT NULL;