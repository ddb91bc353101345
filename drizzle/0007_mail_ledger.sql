CREATE TABLE "mail_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" text NOT NULL,
	"invitation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"mailbox" text NOT NULL,
	"once_key" text,
	"job_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_ledger_once_key_idx" ON "mail_ledger" USING btree ("once_key");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_ledger_job_key_idx" ON "mail_ledger" USING btree ("job_key");--> statement-breakpoint
CREATE INDEX "mail_ledger_owner_created_idx" ON "mail_ledger" USING btree ("owner_id","created_at");