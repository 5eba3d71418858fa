CREATE TABLE "cas_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"registrar" text NOT NULL,
	"from_date" date NOT NULL,
	"statement_date" date NOT NULL,
	"folios" integer NOT NULL,
	"transactions" integer NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cash_flows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"statement_date" date NOT NULL,
	"cas_import_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_id" integer,
	"outside_scheme_id" integer,
	"flow_date" date NOT NULL,
	"kind" text NOT NULL,
	"units4" bigint NOT NULL,
	"amount_paise" bigint NOT NULL,
	"nav4" bigint,
	"stamp_duty_paise" bigint NOT NULL,
	"stt_paise" bigint NOT NULL,
	"seq" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outside_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"isin" text,
	"name" text NOT NULL,
	"amc_name" text NOT NULL,
	"nav_date" date NOT NULL,
	"nav4" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "source" text DEFAULT 'nivesh' NOT NULL;--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "statement_date" date;--> statement-breakpoint
CREATE INDEX "cas_imports_user_idx" ON "cas_imports" USING btree ("user_id","statement_date");--> statement-breakpoint
CREATE INDEX "cash_flows_user_idx" ON "cash_flows" USING btree ("user_id","source");--> statement-breakpoint
CREATE INDEX "cash_flows_folio_idx" ON "cash_flows" USING btree ("user_id","folio_no");--> statement-breakpoint
CREATE UNIQUE INDEX "outside_schemes_key_uq" ON "outside_schemes" USING btree ("key");