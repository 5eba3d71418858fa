CREATE TABLE "scheme_tax_profiles" (
	"scheme_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"profile" text NOT NULL,
	"set_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheme_tax_profiles_scheme_id_effective_from_pk" PRIMARY KEY("scheme_id","effective_from")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "stt_paise" bigint;--> statement-breakpoint
ALTER TABLE "scheme_tax_profiles" ADD CONSTRAINT "scheme_tax_profiles_scheme_id_schemes_id_fk" FOREIGN KEY ("scheme_id") REFERENCES "public"."schemes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- a catalogue table: a classification changed by the import or the operator moves the catalogue version
CREATE TRIGGER scheme_tax_profiles_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON scheme_tax_profiles FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
