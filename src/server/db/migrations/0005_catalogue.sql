CREATE TABLE "asset_classes" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_returns" (
	"sub_asset_class_id" smallint PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"r_1m" numeric(9, 2),
	"r_3m" numeric(9, 2),
	"r_6m" numeric(9, 2),
	"r_1y" numeric(9, 2),
	"r_3y" numeric(9, 2),
	"r_5y" numeric(9, 2),
	"r_7y" numeric(9, 2),
	"r_10y" numeric(9, 2),
	"scheme_count" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_scheme_codes" (
	"scheme_id" integer NOT NULL,
	"tx_kind" text NOT NULL,
	"min_amount" numeric(16, 2) NOT NULL,
	"max_amount" numeric(16, 2),
	"bse_code" text NOT NULL,
	CONSTRAINT "exchange_scheme_codes_scheme_id_tx_kind_min_amount_pk" PRIMARY KEY("scheme_id","tx_kind","min_amount")
);
--> statement-breakpoint
CREATE TABLE "fund_houses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"code" text
);
--> statement-breakpoint
CREATE TABLE "market_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_history" (
	"scheme_id" integer NOT NULL,
	"nav_date" date NOT NULL,
	"nav" numeric(18, 4) NOT NULL,
	CONSTRAINT "nav_history_scheme_id_nav_date_pk" PRIMARY KEY("scheme_id","nav_date")
);
--> statement-breakpoint
CREATE TABLE "scheme_portfolios" (
	"scheme_id" integer PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"equity_percent" numeric(5, 2),
	"debt_percent" numeric(5, 2),
	"other_percent" numeric(5, 2),
	"sectors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"debt_holders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"credit_ratings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aggregates" jsonb
);
--> statement-breakpoint
CREATE TABLE "scheme_returns" (
	"scheme_id" integer PRIMARY KEY NOT NULL,
	"as_of" date NOT NULL,
	"r_1m" numeric(9, 2),
	"r_3m" numeric(9, 2),
	"r_6m" numeric(9, 2),
	"r_1y" numeric(9, 2),
	"r_3y" numeric(9, 2),
	"r_5y" numeric(9, 2),
	"r_7y" numeric(9, 2),
	"r_10y" numeric(9, 2),
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_sip_frequencies" (
	"scheme_id" integer NOT NULL,
	"frequency" smallint NOT NULL,
	"min_amount" numeric(16, 2) NOT NULL,
	"max_amount" numeric(16, 2) NOT NULL,
	"min_installments" integer NOT NULL,
	"max_installments" integer NOT NULL,
	"sip_dates" text NOT NULL,
	CONSTRAINT "scheme_sip_frequencies_scheme_id_frequency_pk" PRIMARY KEY("scheme_id","frequency")
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"amfi_code" integer NOT NULL,
	"name" text NOT NULL,
	"product_name" text NOT NULL,
	"fund_house_id" integer,
	"asset_class_id" smallint,
	"sub_asset_class_id" smallint,
	"amfi_category" text,
	"plan" text NOT NULL,
	"option" text NOT NULL,
	"idcw_frequency" text,
	"isin_growth_or_payout" text,
	"isin_reinvestment" text,
	"rta_product_code" text,
	"rta" text,
	"min_purchase" numeric(16, 2),
	"additional_purchase" numeric(16, 2),
	"max_purchase" numeric(16, 2),
	"allowed_transactions" text[] DEFAULT '{}' NOT NULL,
	"exit_load_text" text,
	"exit_load_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expense_ratio" numeric(5, 2),
	"risk_level" smallint,
	"fund_managers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"benchmark" text,
	"launch_date" date,
	"lock_in_years" smallint,
	"aum" numeric(16, 2),
	"recommended" boolean DEFAULT false NOT NULL,
	"latest_nav" numeric(18, 4),
	"latest_nav_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sub_asset_classes" (
	"id" smallint PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"asset_class_id" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_url" text NOT NULL,
	"fund_type" text NOT NULL,
	"sort_order" smallint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_returns" ADD CONSTRAINT "category_returns_sub_asset_class_id_sub_asset_classes_id_fk" FOREIGN KEY ("sub_asset_class_id") REFERENCES "public"."sub_asset_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_scheme_codes" ADD CONSTRAINT "exchange_scheme_codes_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_history" ADD CONSTRAINT "nav_history_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_portfolios" ADD CONSTRAINT "scheme_portfolios_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_returns" ADD CONSTRAINT "scheme_returns_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheme_sip_frequencies" ADD CONSTRAINT "scheme_sip_frequencies_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_fund_house_id_fund_houses_id_fk" FOREIGN KEY ("fund_house_id") REFERENCES "public"."fund_houses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_asset_class_id_asset_classes_id_fk" FOREIGN KEY ("asset_class_id") REFERENCES "public"."asset_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_sub_asset_class_id_sub_asset_classes_id_fk" FOREIGN KEY ("sub_asset_class_id") REFERENCES "public"."sub_asset_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_asset_classes" ADD CONSTRAINT "sub_asset_classes_asset_class_id_asset_classes_id_fk" FOREIGN KEY ("asset_class_id") REFERENCES "public"."asset_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fund_houses_name_uq" ON "fund_houses" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "schemes_amfi_code_uq" ON "schemes" USING btree ("amfi_code");--> statement-breakpoint
CREATE INDEX "schemes_sub_asset_idx" ON "schemes" USING btree ("sub_asset_class_id");--> statement-breakpoint
CREATE INDEX "schemes_fund_house_asset_idx" ON "schemes" USING btree ("fund_house_id","asset_class_id");--> statement-breakpoint
CREATE INDEX "schemes_rta_code_idx" ON "schemes" USING btree ("rta_product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_asset_classes_key_uq" ON "sub_asset_classes" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sub_asset_classes_asset_idx" ON "sub_asset_classes" USING btree ("asset_class_id");