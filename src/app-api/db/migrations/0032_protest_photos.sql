CREATE TABLE "match_protest_photos" (
	"protest_id" integer PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_protest_photos" ADD CONSTRAINT "match_protest_photos_protest_id_match_protests_id_fk" FOREIGN KEY ("protest_id") REFERENCES "public"."match_protests"("id") ON DELETE cascade ON UPDATE no action;