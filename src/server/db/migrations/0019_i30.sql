CREATE TABLE "contact_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"channel" text NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"status" text NOT NULL,
	"owner_proof" text,
	"owner_challenge_code" text,
	"owner_confirmed_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"report_token_hash" text,
	"reported_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD COLUMN "encrypted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_ref_uq" ON "contact_changes" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_report_uq" ON "contact_changes" USING btree ("report_token_hash");--> statement-breakpoint
CREATE INDEX "contact_changes_user_idx" ON "contact_changes" USING btree ("user_id","created_at");