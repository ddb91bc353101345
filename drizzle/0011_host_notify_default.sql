-- Issue 28.5, decision 0027: the host's e-mails about answers are on by default ("first answer at
-- once, then a daily digest"). A stored setting without hostNotify means "never chose" (it reads as
-- the default). The old settings form always saved its pre-selected 'off', so a stored 'off' is no
-- evidence of a choice: it is removed here. 'each' and 'daily' were chosen and are kept; from now
-- on every value the host saves, 'off' included, is a choice.
UPDATE "invitations"
SET "guest_settings" = "guest_settings" - 'hostNotify'
WHERE "guest_settings" ->> 'hostNotify' = 'off';
