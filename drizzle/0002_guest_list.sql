CREATE TABLE "households" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"seats" integer DEFAULT 1 NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text,
	"note" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"link_version" integer DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_via" text,
	"reminded_at" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "households_seats_range" CHECK ("households"."seats" BETWEEN 1 AND 30)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "guest_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD COLUMN "household_id" uuid;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD COLUMN "device_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD COLUMN "source" text DEFAULT 'guest' NOT NULL;--> statement-breakpoint
ALTER TABLE "households" ADD CONSTRAINT "households_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "households_invitation_name_idx" ON "households" USING btree ("invitation_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "households_token_hash_idx" ON "households" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "households_invitation_phone_idx" ON "households" USING btree ("invitation_id","phone") WHERE phone <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "households_invitation_email_idx" ON "households" USING btree ("invitation_id","email") WHERE email <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_idx" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE done_at IS NULL AND failed_at IS NULL;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD CONSTRAINT "rsvp_responses_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rsvp_responses_household_idx" ON "rsvp_responses" USING btree ("household_id");