ALTER TABLE "payment_details" ADD COLUMN "method" text DEFAULT 'receipt' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "gateway_purchase_id" text;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_gateway_purchase_id_unique" UNIQUE("gateway_purchase_id");