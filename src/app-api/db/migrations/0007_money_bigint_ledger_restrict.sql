ALTER TABLE "wallet_transactions" DROP CONSTRAINT "wallet_transactions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "bank_transfers" ALTER COLUMN "amount_vnd" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payouts" ALTER COLUMN "amount_vnd" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "topups" ALTER COLUMN "amount_vnd" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;