ALTER TABLE "rsvp_responses" ADD COLUMN "device_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD COLUMN "match_reason" text;--> statement-breakpoint
ALTER TABLE "rsvp_responses" ADD CONSTRAINT "rsvp_responses_duplicate_of_rsvp_responses_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."rsvp_responses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsvp_responses_invitation_device_hash_idx" ON "rsvp_responses" USING btree ("invitation_id","device_hash") WHERE device_hash <> '';--> statement-breakpoint
CREATE INDEX "rsvp_responses_invitation_name_idx" ON "rsvp_responses" USING btree ("invitation_id",lower("guest_name"));--> statement-breakpoint
CREATE INDEX "rsvp_responses_duplicate_of_idx" ON "rsvp_responses" USING btree ("duplicate_of") WHERE duplicate_of IS NOT NULL;