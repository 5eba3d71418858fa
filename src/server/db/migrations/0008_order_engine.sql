CREATE TABLE "scheme_systematic_frequencies" (
	"scheme_id" integer NOT NULL,
	"kind" text NOT NULL,
	"frequency" smallint NOT NULL,
	"min_amount" numeric(16, 2) NOT NULL,
	"min_installments" integer NOT NULL,
	"max_installments" integer NOT NULL,
	"dates" text NOT NULL,
	CONSTRAINT "scheme_systematic_frequencies_scheme_id_kind_frequency_pk" PRIMARY KEY("scheme_id","kind","frequency")
);
--> statement-breakpoint
CREATE TABLE "sim_exchange_payments" (
	"payment_ref" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"bank_name" text,
	"vpa" text,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "place_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_detail" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "all_units" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "scheme_systematic_frequencies" ADD CONSTRAINT "scheme_systematic_frequencies_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;