ALTER TABLE "league_members" ADD COLUMN "invited_by" integer;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "roster_locks_on" date;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "roster_max" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;