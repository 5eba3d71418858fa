-- Issue 16: user details, the cart and the portfolio are kept in memory per investor data version too, so every table
-- they read moves that version: the user row itself, exchange registration, documents (the profile picture), nominees,
-- mandates, risk profiles, family links (both ends), cart items and AIF/PMS valuations. Statement triggers with transition tables, as in 0017, and
-- static SQL (a plan PL/pgSQL keeps) rather than a dynamic EXECUTE on every write.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['exchange_registrations', 'onboarding_documents', 'nominees', 'mandates', 'risk_assessments', 'cart_items', 'alternative_valuations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_new()', t || '_investor_version_ins', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_new()', t || '_investor_version_upd', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_old()', t || '_investor_version_del', t);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_investor_version_users_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_versions (user_id, version) SELECT DISTINCT id, 1 FROM new_rows
  ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_investor_version_users_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_versions (user_id, version) SELECT DISTINCT id, 1 FROM old_rows
  ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER users_investor_version_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_users_new();--> statement-breakpoint
CREATE TRIGGER users_investor_version_upd AFTER UPDATE ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_users_new();--> statement-breakpoint
CREATE TRIGGER users_investor_version_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_users_old();--> statement-breakpoint
-- a family link changes what both ends see (family_status): the head's version and the member's
CREATE OR REPLACE FUNCTION bump_investor_version_family_new() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_versions (user_id, version) SELECT head_user_id, 1 FROM new_rows UNION SELECT member_user_id, 1 FROM new_rows
  ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_investor_version_family_old() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO investor_versions (user_id, version) SELECT head_user_id, 1 FROM old_rows UNION SELECT member_user_id, 1 FROM old_rows
  ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER family_links_investor_version_ins AFTER INSERT ON family_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_family_new();--> statement-breakpoint
CREATE TRIGGER family_links_investor_version_upd AFTER UPDATE ON family_links REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_family_new();--> statement-breakpoint
CREATE TRIGGER family_links_investor_version_del AFTER DELETE ON family_links REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_family_old();--> statement-breakpoint
-- investment ideas and goals name cart groups; they are catalogue data (an operator's), so they move the catalogue version
CREATE TRIGGER investment_ideas_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON investment_ideas FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER goals_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goals FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
