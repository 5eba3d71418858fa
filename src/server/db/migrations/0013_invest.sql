CREATE TABLE "investment_idea_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investment_idea_schemes" (
	"idea_id" integer NOT NULL,
	"scheme_id" integer NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "investment_idea_schemes_idea_id_scheme_id_pk" PRIMARY KEY("idea_id","scheme_id")
);
--> statement-breakpoint
CREATE TABLE "investment_ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"overview" text NOT NULL,
	"category" text NOT NULL,
	"icon_image" text NOT NULL,
	"image_path" text NOT NULL,
	"methodology" jsonb NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_bucket_schemes" (
	"bucket_key" text NOT NULL,
	"scheme_id" integer NOT NULL,
	"weight" numeric(5, 2) NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "goal_bucket_schemes_bucket_key_scheme_id_pk" PRIMARY KEY("bucket_key","scheme_id")
);
--> statement-breakpoint
CREATE TABLE "goal_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"expected_return_pct" numeric(5, 2) NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goal_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"goal_id" integer NOT NULL,
	"goal_key" text NOT NULL,
	"question" text NOT NULL,
	"goal_type" text NOT NULL,
	"options" text,
	"min_value" text,
	"max_value" text,
	"default_answer" text,
	"is_question_to_user" boolean DEFAULT true NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"go_type" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text NOT NULL,
	"header_image_path" text NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inflation_pct" numeric(5, 2) NOT NULL,
	"post_return_pct" numeric(5, 2),
	"coming_soon" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_goal_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"goal_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"bucket_key" text NOT NULL,
	"years" integer,
	"target_date" date,
	"corpus_paise" bigint NOT NULL,
	"invested_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "corporate_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fd_number" text NOT NULL,
	"app_form_no" text NOT NULL,
	"customer_name" text NOT NULL,
	"scheme" text NOT NULL,
	"scheme_code" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"tenure_months" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"interest_payout" text NOT NULL,
	"created_date" date NOT NULL,
	"maturity_date" date NOT NULL,
	"maturity_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"input_at" timestamp with time zone NOT NULL,
	"import_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"min_deposit_paise" bigint NOT NULL,
	"max_deposit_paise" bigint NOT NULL,
	"rating" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_feed_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"rows" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_feed_rejects" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"reason" text NOT NULL,
	"raw" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_partner_rates" (
	"senior" boolean NOT NULL,
	"from_months" smallint NOT NULL,
	"to_months" smallint NOT NULL,
	"on_maturity" numeric(5, 2) NOT NULL,
	"monthly" numeric(5, 2) NOT NULL,
	"quarterly" numeric(5, 2) NOT NULL,
	"half_yearly" numeric(5, 2) NOT NULL,
	"annual" numeric(5, 2) NOT NULL,
	CONSTRAINT "deposit_partner_rates_senior_from_months_pk" PRIMARY KEY("senior","from_months")
);
--> statement-breakpoint
CREATE TABLE "deposit_rates" (
	"company_id" integer NOT NULL,
	"senior" boolean NOT NULL,
	"tenure_years" smallint NOT NULL,
	"monthly" numeric(5, 2),
	"quarterly" numeric(5, 2),
	"half_yearly" numeric(5, 2),
	"yearly" numeric(5, 2),
	"on_maturity" numeric(5, 2) NOT NULL,
	CONSTRAINT "deposit_rates_company_id_senior_tenure_years_pk" PRIMARY KEY("company_id","senior","tenure_years")
);
--> statement-breakpoint
CREATE TABLE "deposit_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"company_name" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"tenure_months" integer NOT NULL,
	"senior" boolean NOT NULL,
	"interest_payout" text NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"maturity_paise" bigint NOT NULL,
	"interest_paise" bigint NOT NULL,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"question" text NOT NULL,
	"question_type" smallint NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insurance_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"suggested_cover_paise" bigint NOT NULL,
	"acknowledged_to" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "risk_status" text;--> statement-breakpoint
ALTER TABLE "investment_idea_highlights" ADD CONSTRAINT "investment_idea_highlights_idea_id_investment_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."investment_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_idea_schemes" ADD CONSTRAINT "investment_idea_schemes_idea_id_investment_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."investment_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_idea_schemes" ADD CONSTRAINT "investment_idea_schemes_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_bucket_schemes" ADD CONSTRAINT "goal_bucket_schemes_bucket_key_goal_buckets_key_fk" FOREIGN KEY ("bucket_key") REFERENCES "public"."goal_buckets"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_bucket_schemes" ADD CONSTRAINT "goal_bucket_schemes_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_questions" ADD CONSTRAINT "goal_questions_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_goal_plans" ADD CONSTRAINT "user_goal_plans_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_rates" ADD CONSTRAINT "deposit_rates_company_id_deposit_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."deposit_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_idea_highlights_idea_idx" ON "investment_idea_highlights" USING btree ("idea_id");--> statement-breakpoint
CREATE UNIQUE INDEX "investment_ideas_slug_uq" ON "investment_ideas" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "goal_questions_goal_key_uq" ON "goal_questions" USING btree ("goal_id","goal_key");--> statement-breakpoint
CREATE UNIQUE INDEX "goals_slug_uq" ON "goals" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "user_goal_plans_user_goal_uq" ON "user_goal_plans" USING btree ("user_id","goal_id");--> statement-breakpoint
CREATE INDEX "user_goal_plans_user_idx" ON "user_goal_plans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corporate_deposits_fd_number_uq" ON "corporate_deposits" USING btree ("fd_number");--> statement-breakpoint
CREATE INDEX "corporate_deposits_user_idx" ON "corporate_deposits" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_companies_slug_uq" ON "deposit_companies" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "deposit_feed_rejects_import_idx" ON "deposit_feed_rejects" USING btree ("import_id");--> statement-breakpoint
CREATE INDEX "deposit_requests_user_idx" ON "deposit_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_questions_key_uq" ON "insurance_questions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "insurance_requests_user_idx" ON "insurance_requests" USING btree ("user_id","created_at");