-- Following (issue 42): what each player follows; a notice of a new event at a followed club
-- has no match, and is written once per follower.
CREATE TABLE "follows" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follows_user_id_kind_target_id_pk" PRIMARY KEY("user_id","kind","target_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "match_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "follows" ADD CONSTRAINT "follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follows_target_idx" ON "follows" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_new_event_once" ON "notifications" USING btree ("user_id","tournament_id") WHERE "notifications"."kind" = 'new_event';