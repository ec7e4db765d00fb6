ALTER TABLE "matches" ADD COLUMN "reported_by" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reported_score1" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reported_score2" integer;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "disputed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "players_score" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_reported_by_users_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;