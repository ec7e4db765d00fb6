CREATE TABLE "match_racks" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"player" smallint NOT NULL,
	"delta" smallint NOT NULL,
	"actor_id" integer NOT NULL,
	"score1" integer NOT NULL,
	"score2" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_racks" ADD CONSTRAINT "match_racks_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_racks" ADD CONSTRAINT "match_racks_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_racks_match_idx" ON "match_racks" USING btree ("match_id","id");