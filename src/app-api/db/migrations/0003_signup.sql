CREATE TABLE "phone_verification_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signup_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"phone" text NOT NULL,
	"firebase_uid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "signup_tickets_ticket_hash_unique" UNIQUE("ticket_hash")
);
--> statement-breakpoint
CREATE INDEX "phone_verification_attempts_phone_idx" ON "phone_verification_attempts" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "signup_tickets_expires_at_idx" ON "signup_tickets" USING btree ("expires_at");