-- Every change to an RSVP announces "invitation X changed" on the channel the live responses pages
-- listen to (src/server/lib/live-events.ts). Sent by the database inside the writing transaction,
-- so a write costs one round trip and a rolled-back write announces nothing.
CREATE OR REPLACE FUNCTION notify_rsvp_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('rsvp_changes', COALESCE(NEW.invitation_id, OLD.invitation_id)::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rsvp_responses_notify_change
AFTER INSERT OR UPDATE OR DELETE ON rsvp_responses
FOR EACH ROW EXECUTE FUNCTION notify_rsvp_change();
