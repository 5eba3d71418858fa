CREATE TABLE "sim_exchange_orders" (
	"trans_no" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "trans_no" text;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "placement" jsonb;