CREATE TABLE "gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"household_id" uuid,
	"event_id" uuid,
	"source" text NOT NULL,
	"method" text NOT NULL,
	"amount_sen" integer,
	"envelopes" integer,
	"from_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"link_id" uuid,
	"device_id" uuid,
	"recorded_by" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_amount_range" CHECK ("gifts"."amount_sen" IS NULL OR "gifts"."amount_sen" BETWEEN 1 AND 10000000),
	CONSTRAINT "gifts_envelopes_range" CHECK ("gifts"."envelopes" IS NULL OR "gifts"."envelopes" BETWEEN 1 AND 50)
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"payment_id" uuid,
	"user_id" text,
	"invitation_id" uuid,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"currency" text DEFAULT 'MYR' NOT NULL,
	"subtotal_sen" integer NOT NULL,
	"tax_sen" integer DEFAULT 0 NOT NULL,
	"total_sen" integer NOT NULL,
	"payment_reference" text DEFAULT '' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"myinvois_uuid" text,
	"myinvois_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"method" text NOT NULL,
	"gateway_refund_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount_sen" > 0)
);
--> statement-breakpoint
ALTER TABLE "checkin_links" ADD COLUMN "can_record_gifts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "thank_you_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "thank_you_via" text;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "amount_paid_sen" integer;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "recorded_by" text;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "upgraded_from" text;--> statement-breakpoint
ALTER TABLE "payment_details" ADD COLUMN "credit_sen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_link_id_checkin_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."checkin_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_id_payment_details_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_details"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payment_details_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment_details"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gifts_invitation_given_idx" ON "gifts" USING btree ("invitation_id","given_at");--> statement-breakpoint
CREATE INDEX "gifts_household_idx" ON "gifts" USING btree ("household_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_idx" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;