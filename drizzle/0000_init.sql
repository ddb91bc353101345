CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"owner_id" text,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"is_public" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"custom_slug" text,
	"template" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_type" text DEFAULT 'wedding' NOT NULL,
	"event_name" text DEFAULT '' NOT NULL,
	"date" text,
	"time" text,
	"end_time" text,
	"venue" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"hashtag" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'english' NOT NULL,
	"background_color" text DEFAULT 'gradient' NOT NULL,
	"custom_colors" jsonb DEFAULT '["#f8fafc","#e2e8f0","#cbd5e1"]'::jsonb NOT NULL,
	"animation" jsonb DEFAULT '{"type":"none","color":"#ffffff"}'::jsonb NOT NULL,
	"opening_animation" text DEFAULT 'fade' NOT NULL,
	"content_position" jsonb DEFAULT '{"horizontal":0,"vertical":0}'::jsonb NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"tagline" text DEFAULT '' NOT NULL,
	"organizer" jsonb DEFAULT '{"name":"","email":"","phone":""}'::jsonb NOT NULL,
	"co_organizers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_co_organizers" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"map_urls" jsonb DEFAULT '{"google":"","waze":""}'::jsonb NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"music" jsonb DEFAULT '{"youtubeUrl":"","startTime":0}'::jsonb NOT NULL,
	"fonts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rsvp" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"gift" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"divider_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"margin_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parent_details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"groom_bride_name" text DEFAULT '' NOT NULL,
	"muhurtham" text DEFAULT '' NOT NULL,
	"template_status" text DEFAULT 'Draft' NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_custom_slug_format" CHECK ("invitations"."custom_slug" ~ '^[a-z0-9-]+$')
);
--> statement-breakpoint
CREATE TABLE "payment_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"invitation_id" uuid NOT NULL,
	"package_type" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"receipt_file_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"custom_slug" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsvp_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"attending" boolean NOT NULL,
	"number_of_guests" integer DEFAULT 0 NOT NULL,
	"meal_choice" text DEFAULT '' NOT NULL,
	"car_plate" text DEFAULT '' NOT NULL,
	"wishes" text DEFAULT '' NOT NULL,
	"wish_hidden" boolean DEFAULT false NOT NULL,
	"edit_token_hash" text,
	"response_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"image_url" text NOT NULL,
	"preview_image_url" text,
	"dominant_colors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accent_color" text,
	"preview_id" uuid,
	"template_status" text DEFAULT 'Draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"backup_codes" text NOT NULL,
	"user_id" text NOT NULL,
	"verified" boolean DEFAULT true NOT NULL,
	"failed_verification_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_receipt_file_id_files_id_fk" FOREIGN KEY ("receipt_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_details" ADD CONSTRAINT "payment_details_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD CONSTRAINT "rsvp_responses_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_preview_id_invitations_id_fk" FOREIGN KEY ("preview_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factors" ADD CONSTRAINT "two_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_bucket_key_idx" ON "files" USING btree ("bucket","key");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_custom_slug_idx" ON "invitations" USING btree ("custom_slug");--> statement-breakpoint
CREATE INDEX "invitations_user_id_created_idx" ON "invitations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_details_user_created_idx" ON "payment_details" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_details_invitation_created_idx" ON "payment_details" USING btree ("invitation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_details_one_pending_idx" ON "payment_details" USING btree ("invitation_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "rsvp_responses_invitation_date_idx" ON "rsvp_responses" USING btree ("invitation_id","response_date");--> statement-breakpoint
CREATE UNIQUE INDEX "rsvp_responses_edit_token_idx" ON "rsvp_responses" USING btree ("edit_token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "templates_status_created_idx" ON "templates" USING btree ("template_status","created_at");--> statement-breakpoint
CREATE INDEX "two_factors_user_id_idx" ON "two_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "two_factors_secret_idx" ON "two_factors" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");