ALTER TABLE "order_lines" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_sessions_created_idx" ON "payment_sessions" USING btree ("created_at");