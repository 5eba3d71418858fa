CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tr_type" text NOT NULL,
	"scheme_id" integer NOT NULL,
	"to_scheme_id" integer,
	"amc_id" integer NOT NULL,
	"folio_no" text,
	"amount_paise" bigint,
	"units4" bigint,
	"all_units" boolean DEFAULT false NOT NULL,
	"installments" integer,
	"start_date" date,
	"end_date" date,
	"frequency" integer,
	"mandate_id" text,
	"first_order_today" boolean DEFAULT false NOT NULL,
	"inv_idea_id" integer,
	"goal_id" integer,
	"checked" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'CART' NOT NULL,
	"verified_at" timestamp with time zone,
	"exchange_scheme_code" text,
	"to_exchange_scheme_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amc_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"folio_no" text NOT NULL,
	"scheme_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"lot_date" date NOT NULL,
	"units4" bigint NOT NULL,
	"remaining4" bigint NOT NULL,
	"nav4" bigint NOT NULL,
	"cost_paise" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mandate_id" text NOT NULL,
	"mandate_type" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_last4" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"trans_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"cart_item_id" integer,
	"registration_id" integer,
	"linked_order_id" integer,
	"kind" text NOT NULL,
	"tr_type" text NOT NULL,
	"scheme_id" integer NOT NULL,
	"amc_id" integer NOT NULL,
	"folio_no" text,
	"amount_paise" bigint,
	"units4" bigint,
	"all_units" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"payment_id" integer,
	"effective_at" timestamp with time zone,
	"nav_date" date,
	"nav4" bigint,
	"allotted_units4" bigint,
	"stamp_duty_paise" bigint,
	"exit_load_paise" bigint,
	"payout_paise" bigint,
	"remarks" text,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"bank_name" text,
	"vpa" text,
	"amount_paise" bigint NOT NULL,
	"status" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"realised_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_last4" text NOT NULL,
	"amount_paise" bigint NOT NULL,
	"expected_date" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reg_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tr_type" text NOT NULL,
	"scheme_id" integer NOT NULL,
	"to_scheme_id" integer,
	"amc_id" integer NOT NULL,
	"folio_no" text,
	"amount_paise" bigint,
	"units4" bigint,
	"frequency" integer NOT NULL,
	"day" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"installments" integer NOT NULL,
	"mandate_id" text,
	"first_order_today" boolean DEFAULT false NOT NULL,
	"next_run_date" date,
	"runs_done" integer DEFAULT 0 NOT NULL,
	"cancel_status" text DEFAULT 'N' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cart_item_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cart_items_user_status_idx" ON "cart_items" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "folios_folio_no_uq" ON "folios" USING btree ("folio_no");--> statement-breakpoint
CREATE INDEX "folios_user_amc_idx" ON "folios" USING btree ("user_id","amc_id");--> statement-breakpoint
CREATE INDEX "lots_holding_idx" ON "lots" USING btree ("user_id","scheme_id","folio_no","lot_date");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_mandate_id_uq" ON "mandates" USING btree ("mandate_id");--> statement-breakpoint
CREATE INDEX "mandates_user_idx" ON "mandates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_trans_no_uq" ON "orders" USING btree ("trans_no");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_token_uq" ON "payments" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_reg_no_uq" ON "registrations" USING btree ("reg_no");--> statement-breakpoint
CREATE INDEX "registrations_due_idx" ON "registrations" USING btree ("next_run_date");