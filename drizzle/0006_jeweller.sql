CREATE TABLE "metal_rate_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"old_rate_paise" integer,
	"new_rate_paise" integer NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_rates" (
	"metal" text NOT NULL,
	"purity" text NOT NULL,
	"rate_per_gram_paise" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_rates_metal_purity_pk" PRIMARY KEY("metal","purity"),
	CONSTRAINT "metal_rates_positive" CHECK ("metal_rates"."rate_per_gram_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_lab" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_number" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "certificate_url" text;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "pricing_mode" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "making_charge_type" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "making_charge_value" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "variants" ADD COLUMN "stone_value_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "weight_grams" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "huids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "metal_rate_changes" ADD CONSTRAINT "metal_rate_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_rates" ADD CONSTRAINT "metal_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_rate_changes_changed_idx" ON "metal_rate_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_invoice_number_unique" UNIQUE("invoice_number");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_pricing_mode" CHECK ("variants"."pricing_mode" in ('fixed', 'rate'));--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_making_type" CHECK ("variants"."making_charge_type" in ('per_gram', 'percent'));--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_recipe_nonnegative" CHECK ("variants"."making_charge_value" >= 0 and "variants"."stone_value_paise" >= 0);