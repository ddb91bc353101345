CREATE TABLE "guest_import_mappings" (
	"user_id" text NOT NULL,
	"signature" text NOT NULL,
	"fields" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_import_mappings_user_id_signature_pk" PRIMARY KEY("user_id","signature")
);
--> statement-breakpoint
ALTER TABLE "guest_import_mappings" ADD CONSTRAINT "guest_import_mappings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_import_mappings_user_idx" ON "guest_import_mappings" USING btree ("user_id","updated_at");