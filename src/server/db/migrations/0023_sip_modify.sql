ALTER TABLE "registrations" ADD COLUMN "replaced_by_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "modify_trans_no" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "modify_terms" jsonb;