CREATE TABLE "sim_exchange_payment_orders" (
	"payment_ref" text NOT NULL,
	"order_no" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sim_exchange_payment_orders_payment_ref_order_no_pk" PRIMARY KEY("payment_ref","order_no")
);
--> statement-breakpoint
CREATE TABLE "exchange_recon_days" (
	"day" date PRIMARY KEY NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"open_findings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_recon_findings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"kind" text NOT NULL,
	"report" text NOT NULL,
	"day" date NOT NULL,
	"trans_no" text,
	"order_no" text,
	"client_code" text,
	"ours" jsonb,
	"theirs" jsonb,
	"detail" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "sim_exchange_payment_orders_order_idx" ON "sim_exchange_payment_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_recon_findings_fingerprint_uq" ON "exchange_recon_findings" USING btree ("fingerprint");--> statement-breakpoint
CREATE INDEX "exchange_recon_findings_scope_idx" ON "exchange_recon_findings" USING btree ("report","day");