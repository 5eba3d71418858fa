CREATE TABLE "alternative_valuations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product" text NOT NULL,
	"scheme_name" text NOT NULL,
	"manager" text NOT NULL,
	"category" text,
	"account_no" text NOT NULL,
	"start_date" date NOT NULL,
	"invested_paise" bigint NOT NULL,
	"value_paise" bigint NOT NULL,
	"valuation_date" date NOT NULL,
	"reported_xirr" numeric(9, 2),
	"is_demo" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "alternative_valuations_account_day_uq" ON "alternative_valuations" USING btree ("user_id","product","account_no","valuation_date");--> statement-breakpoint
CREATE INDEX "alternative_valuations_user_idx" ON "alternative_valuations" USING btree ("user_id","valuation_date");