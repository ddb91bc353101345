-- The headcount (DESIGN.md §10, product.md §12-§13): every total the host sees (the guest list's
-- summary, the responses page and its per-event totals, the caterer's files, the check-in cards and
-- the host's mails) is read from these two functions, so no two screens can count differently.
-- A likely duplicate still waiting for the host (duplicate_of set) is counted once: in the earlier
-- answer it repeats. An attending reply stored without a count is still one person coming.
--
-- invitation_headcount(invitation, events): one row with event_id NULL for the invitation's answers
-- as a whole (rsvp_responses' totals), then one row per event id given, in that order, from the
-- per-event replies (rsvp_event_answers). The events live in the invitation's JSON (with the main
-- event mirrored from its columns), so the caller passes their ids. "household_*" count the guest
-- list's households invited to that event (event_ids NULL = every event) by their own answer; the
-- door checks in those. "pending" is invited households without a reply (for that event).
CREATE OR REPLACE FUNCTION invitation_headcount(p_invitation uuid, p_events uuid[])
RETURNS TABLE (
  event_id uuid,
  invited_households integer,
  invited_seats integer,
  answers integer,
  attending_answers integer,
  attending_guests integer,
  declined integer,
  duplicates integer,
  household_attending integer,
  household_guests integer,
  household_declined integer,
  pending integer
)
LANGUAGE sql STABLE AS $$
  SELECT NULL::uuid,
    hh.invited, hh.seats,
    ans.answers, ans.attending_answers, ans.attending_guests, ans.declined, ans.duplicates,
    hh.attending, hh.guests, hh.declined, hh.invited - hh.replied
  FROM (
    SELECT count(*)::int AS invited,
      coalesce(sum(h.seats), 0)::int AS seats,
      (count(*) FILTER (WHERE x.attending IS NOT NULL))::int AS replied,
      (count(*) FILTER (WHERE x.attending))::int AS attending,
      coalesce(sum(x.guests) FILTER (WHERE x.attending), 0)::int AS guests,
      (count(*) FILTER (WHERE NOT x.attending))::int AS declined
    FROM households h
    LEFT JOIN LATERAL (
      SELECT r.attending, greatest(r.number_of_guests, 1) AS guests FROM rsvp_responses r WHERE r.household_id = h.id
    ) x ON true
    WHERE h.invitation_id = p_invitation
  ) hh, (
    SELECT (count(*) FILTER (WHERE r.duplicate_of IS NULL))::int AS answers,
      (count(*) FILTER (WHERE r.duplicate_of IS NULL AND r.attending))::int AS attending_answers,
      coalesce(sum(greatest(r.number_of_guests, 1)) FILTER (WHERE r.duplicate_of IS NULL AND r.attending), 0)::int AS attending_guests,
      (count(*) FILTER (WHERE r.duplicate_of IS NULL AND NOT r.attending))::int AS declined,
      (count(*) FILTER (WHERE r.duplicate_of IS NOT NULL))::int AS duplicates
    FROM rsvp_responses r
    WHERE r.invitation_id = p_invitation
  ) ans
  UNION ALL
  SELECT * FROM (
    SELECT e.id,
      hh.invited, hh.seats,
      ans.answers, ans.attending_answers, ans.attending_guests, ans.declined, ans.duplicates,
      hh.attending, hh.guests, hh.declined, hh.invited - hh.replied
    FROM unnest(p_events) WITH ORDINALITY AS e(id, position)
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS invited,
        coalesce(sum(h.seats), 0)::int AS seats,
        (count(*) FILTER (WHERE x.attending IS NOT NULL))::int AS replied,
        (count(*) FILTER (WHERE x.attending))::int AS attending,
        coalesce(sum(x.guests) FILTER (WHERE x.attending), 0)::int AS guests,
        (count(*) FILTER (WHERE NOT x.attending))::int AS declined
      FROM households h
      LEFT JOIN LATERAL (
        SELECT a.attending, greatest(a.guests, 1) AS guests
        FROM rsvp_responses r JOIN rsvp_event_answers a ON a.response_id = r.id AND a.event_id = e.id
        WHERE r.household_id = h.id
      ) x ON true
      WHERE h.invitation_id = p_invitation
        AND (h.event_ids IS NULL OR h.event_ids @> jsonb_build_array(e.id::text))
    ) hh
    CROSS JOIN LATERAL (
      SELECT (count(*) FILTER (WHERE r.duplicate_of IS NULL))::int AS answers,
        (count(*) FILTER (WHERE r.duplicate_of IS NULL AND a.attending))::int AS attending_answers,
        coalesce(sum(greatest(a.guests, 1)) FILTER (WHERE r.duplicate_of IS NULL AND a.attending), 0)::int AS attending_guests,
        (count(*) FILTER (WHERE r.duplicate_of IS NULL AND NOT a.attending))::int AS declined,
        (count(*) FILTER (WHERE r.duplicate_of IS NOT NULL))::int AS duplicates
      FROM rsvp_event_answers a JOIN rsvp_responses r ON r.id = a.response_id
      WHERE a.invitation_id = p_invitation AND a.event_id = e.id
    ) ans
    ORDER BY e.position
  ) per_event
$$;
--> statement-breakpoint
-- Guests per meal among the counted attending answers: event_id NULL for the answers' own meal (the
-- main event's, as before events), then per event from the per-event replies. meal_choice '' is
-- "no meal chosen".
CREATE OR REPLACE FUNCTION invitation_meal_counts(p_invitation uuid)
RETURNS TABLE (event_id uuid, meal_choice text, guests integer)
LANGUAGE sql STABLE AS $$
  SELECT NULL::uuid, r.meal_choice, sum(greatest(r.number_of_guests, 1))::int
  FROM rsvp_responses r
  WHERE r.invitation_id = p_invitation AND r.attending AND r.duplicate_of IS NULL
  GROUP BY r.meal_choice
  UNION ALL
  SELECT a.event_id, a.meal_choice, sum(greatest(a.guests, 1))::int
  FROM rsvp_event_answers a JOIN rsvp_responses r ON r.id = a.response_id
  WHERE a.invitation_id = p_invitation AND a.attending AND r.duplicate_of IS NULL
  GROUP BY a.event_id, a.meal_choice
$$;
