-- Ranking tours (issue 42): a season with its tiers' points, best-N and rollover rule; an event
-- names its tour and tier. The table is reckoned from final places on read, so nothing stores it.
CREATE TABLE "tours" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"family" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"tiers" jsonb NOT NULL,
	"best_of" integer,
	"rollover" text NOT NULL,
	"previous_id" integer,
	"open" boolean DEFAULT false NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_season_order" CHECK ("tours"."ends_on" >= "tours"."starts_on"),
	CONSTRAINT "tours_best_of_positive" CHECK ("tours"."best_of" is null or "tours"."best_of" > 0)
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "tour_id" integer;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "tour_tier" text;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_previous_id_tours_id_fk" FOREIGN KEY ("previous_id") REFERENCES "public"."tours"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tours" ADD CONSTRAINT "tours_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tours_previous_id_idx" ON "tours" USING btree ("previous_id");--> statement-breakpoint
CREATE INDEX "tours_ends_on_idx" ON "tours" USING btree ("ends_on");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournaments_tour_id_idx" ON "tournaments" USING btree ("tour_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_tour_tier" CHECK (("tournaments"."tour_id" is null) = ("tournaments"."tour_tier" is null));