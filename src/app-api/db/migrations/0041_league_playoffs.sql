-- League playoffs (issue 42): the top teams' single elimination, drawn with brackets-manager and kept
-- whole in the league's row; each of its matches is a team match of the playoff stage.
ALTER TABLE "leagues" ADD COLUMN "playoff" jsonb;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "stage" text DEFAULT 'season' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_matches" ADD COLUMN "bracket_match_id" integer;