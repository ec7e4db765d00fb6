-- Team leagues (issue 42): leagues with divisions, teams and rosters, the schedule's team matches
-- and their games, each with the two players the captains named in turns.
CREATE TABLE "league_divisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "league_members" (
	"team_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"substitute" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "league_members_team_id_user_id_pk" PRIMARY KEY("team_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"name" text NOT NULL,
	"captain_id" integer NOT NULL,
	"home_store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"game" text NOT NULL,
	"status" text DEFAULT 'registration' NOT NULL,
	"starts_on" date NOT NULL,
	"match_time" text NOT NULL,
	"games_per_match" integer NOT NULL,
	"race_to" integer NOT NULL,
	"rank_cap" integer NOT NULL,
	"rank_points" jsonb NOT NULL,
	"venues" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_games" (
	"team_match_id" integer NOT NULL,
	"number" integer NOT NULL,
	"home_player_id" integer,
	"away_player_id" integer,
	"race1" integer,
	"race2" integer,
	"score1" integer,
	"score2" integer,
	"reported_by" text,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "team_games_team_match_id_number_pk" PRIMARY KEY("team_match_id","number"),
	CONSTRAINT "team_games_scores" CHECK ("team_games"."score1" is null or ("team_games"."score1" >= 0 and "team_games"."score2" >= 0))
);
--> statement-breakpoint
CREATE TABLE "team_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"league_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"round" integer NOT NULL,
	"home_team_id" integer NOT NULL,
	"away_team_id" integer NOT NULL,
	"store_id" integer,
	"scheduled_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'lineup' NOT NULL,
	"home_games" integer DEFAULT 0 NOT NULL,
	"away_games" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "league_divisions" ADD CONSTRAINT "league_divisions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_team_id_league_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_division_id_league_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."league_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_captain_id_users_id_fk" FOREIGN KEY ("captain_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_teams" ADD CONSTRAINT "league_teams_home_store_id_stores_id_fk" FOREIGN KEY ("home_store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_games" ADD CONSTRAINT "team_games_team_match_id_team_matches_id_fk" FOREIGN KEY ("team_match_id") REFERENCES "public"."team_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_games" ADD CONSTRAINT "team_games_home_player_id_users_id_fk" FOREIGN KEY ("home_player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_games" ADD CONSTRAINT "team_games_away_player_id_users_id_fk" FOREIGN KEY ("away_player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_division_id_league_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."league_divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_home_team_id_league_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_away_team_id_league_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."league_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_matches" ADD CONSTRAINT "team_matches_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_members_one_team" ON "league_members" USING btree ("league_id","user_id") WHERE "league_members"."status" = 'active';--> statement-breakpoint
CREATE INDEX "league_members_user_idx" ON "league_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_teams_name_unique" ON "league_teams" USING btree ("league_id","name");--> statement-breakpoint
CREATE INDEX "team_matches_league_idx" ON "team_matches" USING btree ("league_id","round");