DROP TABLE "app_secrets" CASCADE;--> statement-breakpoint
ALTER TABLE "onboarding_documents" ADD COLUMN "reencoded" boolean DEFAULT false NOT NULL;