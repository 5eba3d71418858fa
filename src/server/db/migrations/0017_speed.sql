CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_source_hashes" (
	"scheme_code" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version", "changed_at") VALUES (1, 1, now()) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Every statement that writes a catalogue table moves the version, in the same transaction as
-- the change (one row lock; statement level, so a bulk NAV chunk costs one update, not one a row).
CREATE OR REPLACE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['fund_houses', 'asset_classes', 'sub_asset_classes', 'schemes', 'scheme_sip_frequencies', 'scheme_systematic_frequencies', 'exchange_scheme_codes', 'nav_history', 'scheme_returns', 'category_returns', 'scheme_portfolios', 'market_holidays'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version()', t || '_catalogue_version', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- An investor's orders, payments, lots and SIP/SWP/STP registrations: every statement that writes them moves that investor's
-- version (statement triggers with transition tables: a bulk write costs one upsert per investor).
CREATE OR REPLACE FUNCTION bump_investor_version_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_versions (user_id, version) SELECT DISTINCT user_id, 1 FROM new_rows
  ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_investor_version_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_versions (user_id, version) SELECT DISTINCT user_id, 1 FROM old_rows
  ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['orders', 'payments', 'lots', 'registrations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_new()', t || '_investor_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_new()', t || '_investor_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_old()', t || '_investor_version_del', t);
  END LOOP;
END;
$$;
