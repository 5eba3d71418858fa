CREATE TABLE "sim_exchange_clients" (
	"client_code" text PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"registration" jsonb NOT NULL,
	"fatca" jsonb,
	"registered_at" timestamp with time zone NOT NULL
);
