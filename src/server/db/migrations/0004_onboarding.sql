CREATE TABLE "bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" integer NOT NULL,
	"ifsc" text NOT NULL,
	"bank_name" text NOT NULL,
	"branch_name" text NOT NULL,
	"micr" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"holder" text NOT NULL,
	"value" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_code" text NOT NULL,
	"exchange" text NOT NULL,
	"reg_status" text NOT NULL,
	"fatca_status" text NOT NULL,
	"aof_status" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ifsc_branches" (
	"ifsc" text PRIMARY KEY NOT NULL,
	"bank" text,
	"branch" text NOT NULL,
	"city" text,
	"district" text,
	"state" text,
	"address" text,
	"micr" text,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joint_holders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pan" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"email" text NOT NULL,
	"email_declaration" integer NOT NULL,
	"mobile" text NOT NULL,
	"mobile_declaration" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nominees" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"relation_id" integer NOT NULL,
	"percent" integer NOT NULL,
	"date_of_birth" date NOT NULL,
	"id_type" integer NOT NULL,
	"id_number" text NOT NULL,
	"pan" text,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"country_id" integer NOT NULL,
	"is_minor" boolean NOT NULL,
	"guardian_relation_id" integer,
	"guardian_name" text,
	"show_in_statement" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"holder_no" integer DEFAULT 0 NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"date_of_birth" date,
	"sex" integer,
	"marital_status" integer,
	"email_declaration" integer,
	"mobile_declaration" integer,
	"mode_of_holding" integer DEFAULT 1 NOT NULL,
	"address1" text,
	"address2" text,
	"country_id" integer,
	"state_id" integer,
	"city_id" integer,
	"pincode" text,
	"place_of_birth" text,
	"occupation_id" integer,
	"tax_residency_id" integer,
	"nationality_id" integer,
	"pep_flag" text,
	"income_slab_id" integer,
	"source_of_wealth_id" integer,
	"kyc_status" text,
	"kyc_checked_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bank_accounts_user_idx" ON "bank_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_account_uq" ON "bank_accounts" USING btree ("user_id","ifsc","account_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_one_default_uq" ON "bank_accounts" USING btree ("user_id") WHERE "bank_accounts"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "contact_verifications_uq" ON "contact_verifications" USING btree ("user_id","channel","holder","value");--> statement-breakpoint
CREATE INDEX "joint_holders_user_idx" ON "joint_holders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "joint_holders_user_pan_uq" ON "joint_holders" USING btree ("user_id","pan");--> statement-breakpoint
CREATE INDEX "nominees_user_idx" ON "nominees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_documents_uq" ON "onboarding_documents" USING btree ("user_id","kind","holder_no");