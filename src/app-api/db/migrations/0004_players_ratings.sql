CREATE TABLE "rank_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"from_rank" text NOT NULL,
	"to_rank" text NOT NULL,
	"reason" text NOT NULL,
	"changed_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"opponent_id" integer,
	"won" boolean NOT NULL,
	"racks_won" integer NOT NULL,
	"racks_lost" integer NOT NULL,
	"rating_before" double precision NOT NULL,
	"delta" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_changes_racks_non_negative" CHECK ("rating_changes"."racks_won" >= 0 and "rating_changes"."racks_lost" >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate("full_name", 'đĐàáảãạÀÁẢÃẠăằắẳẵặĂẰẮẲẴẶâầấẩẫậÂẦẤẨẪẬèéẻẽẹÈÉẺẼẸêềếểễệÊỀẾỂỄỆìíỉĩịÌÍỈĨỊòóỏõọÒÓỎÕỌôồốổỗộÔỒỐỔỖỘơờớởỡợƠỜỚỞỠỢùúủũụÙÚỦŨỤưừứửữựƯỪỨỬỮỰỳýỷỹỵỲÝỶỸỴ', 'dDaaaaaAAAAAaaaaaaAAAAAAaaaaaaAAAAAAeeeeeEEEEEeeeeeeEEEEEEiiiiiIIIIIoooooOOOOOooooooOOOOOOooooooOOOOOOuuuuuUUUUUuuuuuuUUUUUUyyyyyYYYYY')) || ' ' || lower("username")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rank_changes" ADD CONSTRAINT "rank_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_changes" ADD CONSTRAINT "rank_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_changes" ADD CONSTRAINT "rating_changes_opponent_id_users_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rank_changes_user_created_idx" ON "rank_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_changes_user_match_unique" ON "rating_changes" USING btree ("user_id","match_id");--> statement-breakpoint
CREATE INDEX "rating_changes_user_created_idx" ON "rating_changes" USING btree ("user_id","created_at");