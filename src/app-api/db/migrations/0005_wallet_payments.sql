CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"amount_vnd" integer NOT NULL,
	"content" text NOT NULL,
	"account_number" text,
	"transferred_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"topup_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_provider_transaction_id_unique" UNIQUE("provider_transaction_id")
);
--> statement-breakpoint
CREATE TABLE "payout_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bank_bin" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_methods_account_digits" CHECK ("payout_methods"."account_number" ~ '^[0-9]{6,19}$')
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"amount_vnd" integer NOT NULL,
	"method_id" integer,
	"bank_bin" text NOT NULL,
	"account_number" text NOT NULL,
	"holder_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_key" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "payouts_positive" CHECK ("payouts"."coins" > 0 and "payouts"."amount_vnd" > 0)
);
--> statement-breakpoint
CREATE TABLE "topups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"coins" integer NOT NULL,
	"amount_vnd" integer NOT NULL,
	"memo" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "topups_memo_unique" UNIQUE("memo"),
	CONSTRAINT "topups_positive" CHECK ("topups"."coins" > 0 and "topups"."amount_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_topup_id_topups_id_fk" FOREIGN KEY ("topup_id") REFERENCES "public"."topups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_methods" ADD CONSTRAINT "payout_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_method_id_payout_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payout_methods"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topups" ADD CONSTRAINT "topups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_outcome_idx" ON "bank_transfers" USING btree ("outcome","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_account_unique" ON "payout_methods" USING btree ("user_id","bank_bin","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_methods_one_default" ON "payout_methods" USING btree ("user_id") WHERE "payout_methods"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_request_key_unique" ON "payouts" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "payouts_status_created_idx" ON "payouts" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "topups_user_created_idx" ON "topups" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD CONSTRAINT "wallet_transactions_reference_present" CHECK ("wallet_transactions"."reference_id" is not null or "wallet_transactions"."reference_type" in ('opening_balance', 'adjustment'));