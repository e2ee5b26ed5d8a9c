CREATE TABLE "email_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"new_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_change_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "provider_refund_id" text;--> statement-breakpoint
ALTER TABLE "email_change_requests" ADD CONSTRAINT "email_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_requests_user_idx" ON "email_change_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
-- One open checkout per shopper: close all but each shopper's newest open session before the index holds them to it.
UPDATE "payment_sessions" ps SET "status" = 'expired' WHERE ps."status" = 'open' AND EXISTS (SELECT 1 FROM "payment_sessions" newer WHERE newer."user_id" = ps."user_id" AND newer."status" = 'open' AND (newer."created_at", newer."id") > (ps."created_at", ps."id"));--> statement-breakpoint
-- Order numbers continue from the last one given (the identity started at 100001).
INSERT INTO "counters" ("name", "value") SELECT 'order_number', COALESCE(MAX("order_number"), 100000) FROM "orders";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_one_open_per_user_uq" ON "payment_sessions" USING btree ("user_id") WHERE "payment_sessions"."status" = 'open';