CREATE TABLE "match_protests" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"result_event_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"reason" text NOT NULL,
	"ruling" text,
	"ruled_by" integer,
	"ruled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "protest_minutes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "results_final_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_events" ADD COLUMN "protest_id" integer;--> statement-breakpoint
ALTER TABLE "match_protests" ADD CONSTRAINT "match_protests_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_protests" ADD CONSTRAINT "match_protests_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_protests" ADD CONSTRAINT "match_protests_result_event_id_match_events_id_fk" FOREIGN KEY ("result_event_id") REFERENCES "public"."match_events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_protests" ADD CONSTRAINT "match_protests_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_protests" ADD CONSTRAINT "match_protests_ruled_by_users_id_fk" FOREIGN KEY ("ruled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_protests_once" ON "match_protests" USING btree ("result_event_id","player_id");--> statement-breakpoint
CREATE INDEX "match_protests_tournament_idx" ON "match_protests" USING btree ("tournament_id");--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_protest_id_match_protests_id_fk" FOREIGN KEY ("protest_id") REFERENCES "public"."match_protests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Events finished before the protest window existed: their results are final, their prizes paid.
UPDATE "tournaments" SET "results_final_at" = "finished_at" WHERE "status" = 'finished';
