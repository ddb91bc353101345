CREATE TABLE "checkin_walk_ins" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invitation_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"link_id" uuid,
	"device_id" uuid,
	"name" text DEFAULT '' NOT NULL,
	"guests" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_walk_ins_guests_range" CHECK ("checkin_walk_ins"."guests" BETWEEN 1 AND 30)
);
--> statement-breakpoint
ALTER TABLE "checkins" DROP CONSTRAINT "checkins_guests_range";--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "requested_guests" integer;--> statement-breakpoint
ALTER TABLE "checkins" ADD COLUMN "unexpected" text;--> statement-breakpoint
ALTER TABLE "checkin_walk_ins" ADD CONSTRAINT "checkin_walk_ins_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_walk_ins" ADD CONSTRAINT "checkin_walk_ins_link_id_checkin_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."checkin_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkin_walk_ins_invitation_event_idx" ON "checkin_walk_ins" USING btree ("invitation_id","event_id");--> statement-breakpoint
ALTER TABLE "checkins" ADD CONSTRAINT "checkins_guests_range" CHECK ("checkins"."guests" BETWEEN 0 AND 30);