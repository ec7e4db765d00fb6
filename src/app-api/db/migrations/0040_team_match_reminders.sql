-- The day-before reminder of a league team match (issue 42): a notice about a team match, not a
-- tournament, once a player.
ALTER TABLE "notifications" ALTER COLUMN "tournament_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "team_match_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_team_match_once" ON "notifications" USING btree ("user_id","team_match_id") WHERE "notifications"."kind" = 'team_match';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_subject" CHECK ("notifications"."tournament_id" is not null or "notifications"."team_match_id" is not null);