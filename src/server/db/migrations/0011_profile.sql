CREATE TABLE "risk_assessments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer NOT NULL,
	"risk_profile" text NOT NULL,
	"answers" jsonb NOT NULL,
	"taken_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_options" (
	"id" integer PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	"answer" text NOT NULL,
	"score" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_profiles" (
	"name" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"min_score" integer NOT NULL,
	"max_score" integer NOT NULL,
	"equity_percent" integer NOT NULL,
	"debt_percent" integer NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_questions" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"topic" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_exchange_mandates" (
	"mandate_id" text PRIMARY KEY NOT NULL,
	"client_code" text NOT NULL,
	"mandate_type" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"bank_name" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_last4" text NOT NULL,
	"status" text NOT NULL,
	"auth_token" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "bank_accounts_user_account_uq";--> statement-breakpoint
ALTER TABLE "bank_accounts" ALTER COLUMN "account_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "account_number_enc" text;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "account_masked" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD COLUMN "account_fingerprint" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "bank_account_id" integer;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "ifsc" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "mandates" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "risk_assessments_user_idx" ON "risk_assessments" USING btree ("user_id","taken_at");--> statement-breakpoint
CREATE INDEX "risk_options_question_idx" ON "risk_options" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_questions_position_uq" ON "risk_questions" USING btree ("position");--> statement-breakpoint
CREATE UNIQUE INDEX "sim_exchange_mandates_token_uq" ON "sim_exchange_mandates" USING btree ("auth_token");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_fingerprint_uq" ON "bank_accounts" USING btree ("user_id","account_fingerprint");--> statement-breakpoint
CREATE INDEX "mandates_status_idx" ON "mandates" USING btree ("status");--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_number_present" CHECK ("bank_accounts"."account_number_enc" is not null or "bank_accounts"."account_number" is not null);