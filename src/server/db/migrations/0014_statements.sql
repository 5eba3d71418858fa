CREATE TABLE "report_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"report_type" text NOT NULL,
	"formats" text[] NOT NULL,
	"from_date" text,
	"to_date" text,
	"origin" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"totals" jsonb,
	"requested_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"emailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "step_up_percent" integer;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "step_up_paise" bigint;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_reason_id" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "cancel_remarks" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "pause_from_run" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "pause_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "step_up_percent" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "step_up_paise" bigint;--> statement-breakpoint
CREATE INDEX "report_requests_status_idx" ON "report_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "report_requests_user_idx" ON "report_requests" USING btree ("user_id","requested_at");