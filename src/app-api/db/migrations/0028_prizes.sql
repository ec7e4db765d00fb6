CREATE TABLE "tournament_prize_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"place" integer NOT NULL,
	"coins" integer NOT NULL,
	"ledger_id" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_prize_payments_positive" CHECK ("tournament_prize_payments"."coins" > 0)
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_source" text DEFAULT 'organizer' NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD CONSTRAINT "tournament_prize_payments_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD CONSTRAINT "tournament_prize_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD CONSTRAINT "tournament_prize_payments_ledger_id_wallet_transactions_id_fk" FOREIGN KEY ("ledger_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prize_payments_unique" ON "tournament_prize_payments" USING btree ("tournament_id","user_id");--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_prize_held_non_negative" CHECK ("tournaments"."prize_held" >= 0);--> statement-breakpoint
UPDATE "tournaments" SET "prizes" = (
  SELECT coalesce(jsonb_agg(CASE WHEN p ? 'coins' THEN p ELSE p || '{"coins": 0}'::jsonb END), '[]'::jsonb)
  FROM jsonb_array_elements("tournaments"."prizes") AS p
) WHERE jsonb_array_length("prizes") > 0;
