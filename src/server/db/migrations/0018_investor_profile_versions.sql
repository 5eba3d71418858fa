-- Issue 16: user details and the cart are kept in memory per investor data version too, so every table they read
-- moves that version: the user row itself, exchange registration, documents (the profile picture), nominees, mandates,
-- risk profiles, family links (both ends) and cart items. Statement triggers with transition tables, as in 0017;
-- the trigger's arguments name the columns that hold investor ids.
CREATE OR REPLACE FUNCTION bump_investor_version_by() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  col text;
  src text := CASE WHEN TG_OP = 'DELETE' THEN 'old_rows' ELSE 'new_rows' END;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    EXECUTE format('INSERT INTO investor_versions (user_id, version) SELECT DISTINCT %I, 1 FROM %I WHERE %I IS NOT NULL ON CONFLICT (user_id) DO UPDATE SET version = investor_versions.version + 1', col, src, col);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DO $$
DECLARE
  t text;
  cols text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users:id', 'exchange_registrations:user_id', 'onboarding_documents:user_id', 'nominees:user_id', 'mandates:user_id', 'risk_assessments:user_id', 'family_links:head_user_id'',''member_user_id', 'cart_items:user_id'] LOOP
    cols := '''' || split_part(t, ':', 2) || '''';
    t := split_part(t, ':', 1);
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_by(%s)', t || '_investor_version_ins', t, cols);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_by(%s)', t || '_investor_version_upd', t, cols);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_investor_version_by(%s)', t || '_investor_version_del', t, cols);
  END LOOP;
END;
$$;--> statement-breakpoint
-- investment ideas and goals name cart groups; they are catalogue data (an operator's), so they move the catalogue version
CREATE TRIGGER investment_ideas_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON investment_ideas FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();--> statement-breakpoint
CREATE TRIGGER goals_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON goals FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
