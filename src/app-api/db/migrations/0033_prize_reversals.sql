-- A correction after the prizes were paid takes them back through the ledger: a payment is
-- marked reversed (with its debit), and only standing payments are one per winner.
DROP INDEX "tournament_prize_payments_unique";--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD COLUMN "reversal_ledger_id" integer;--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD CONSTRAINT "tournament_prize_payments_reversal_ledger_id_wallet_transactions_id_fk" FOREIGN KEY ("reversal_ledger_id") REFERENCES "public"."wallet_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_prize_payments_unique" ON "tournament_prize_payments" USING btree ("tournament_id","user_id") WHERE "tournament_prize_payments"."reversed_at" is null;--> statement-breakpoint
ALTER TABLE "tournament_prize_payments" ADD CONSTRAINT "tournament_prize_payments_reversal_whole" CHECK (("tournament_prize_payments"."reversed_at" is null) = ("tournament_prize_payments"."reversal_ledger_id" is null));