CREATE TABLE "checkin_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"household_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"guests" integer NOT NULL,
	"link_id" uuid,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkins_guests_range" CHECK ("checkins"."guests" BETWEEN 1 AND 30)
);
--> statement-breakpoint
CREATE TABLE "rsvp_event_answers" (
	"response_id" uuid NOT NULL,
	"invitation_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"attending" boolean NOT NULL,
	"guests" integer DEFAULT 0 NOT NULL,
	"meal_choice" text DEFAULT '' NOT NULL,
	CONSTRAINT "rsvp_event_answers_response_id_event_id_pk" PRIMARY KEY("response_id","event_id"),
	CONSTRAINT "rsvp_event_answers_guests_range" CHECK ("rsvp_event_answers"."guests" BETWEEN 0 AND 30)
);
--> statement-breakpoint
ALTER TABLE "households" ADD COLUMN "event_ids" jsonb;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "time_zone" text DEFAULT 'Asia/Kuala_Lumpur' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_links" ADD CONSTRAINT "checkin_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_household_id_households_id_fk" FOREIGN KEY ("household_id") REFERENCES "public"."households"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_link_id_checkin_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."checkin_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_event_answers" ADD CONSTRAINT "rsvp_event_answers_response_id_rsvp_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."rsvp_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsvp_event_answers" ADD CONSTRAINT "rsvp_event_answers_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkin_links_token_hash_idx" ON "checkin_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "checkin_links_invitation_idx" ON "checkin_links" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "checkins_invitation_event_idx" ON "checkins" USING btree ("invitation_id","event_id");--> statement-breakpoint
CREATE INDEX "checkins_household_idx" ON "checkins" USING btree ("household_id");--> statement-breakpoint
CREATE INDEX "rsvp_event_answers_invitation_event_idx" ON "rsvp_event_answers" USING btree ("invitation_id","event_id");--> statement-breakpoint
-- Every existing invitation becomes a one-event invitation, nothing lost: its date, times, venue,
-- address, map links and meal options become its main event, whose id is the invitation's own (the
-- same id readers give an invitation stored without events, shared/events.ts).
UPDATE "invitations" SET "events" = jsonb_build_array(jsonb_build_object(
	'id', "id"::text,
	'name', '',
	'date', coalesce("date", ''),
	'time', coalesce("time", ''),
	'endTime', coalesce("end_time", ''),
	'venue', "venue",
	'address', "address",
	'mapUrls', jsonb_build_object('google', coalesce("map_urls"->>'google', ''), 'waze', coalesce("map_urls"->>'waze', '')),
	'dressCode', '',
	'note', '',
	'isPublic', true,
	'isMain', true,
	'mealOptions', CASE WHEN jsonb_typeof("rsvp"->'mealOptions') = 'array' THEN "rsvp"->'mealOptions' ELSE '[]'::jsonb END
)) WHERE "events" = '[]'::jsonb;--> statement-breakpoint
-- Every existing answer is its answer for that one event.
INSERT INTO "rsvp_event_answers" ("response_id", "invitation_id", "event_id", "attending", "guests", "meal_choice")
SELECT "id", "invitation_id", "invitation_id", "attending", CASE WHEN "attending" THEN LEAST(GREATEST("number_of_guests", 0), 30) ELSE 0 END, "meal_choice"
FROM "rsvp_responses";
