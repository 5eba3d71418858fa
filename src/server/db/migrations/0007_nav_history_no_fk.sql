ALTER TABLE "nav_history" DROP CONSTRAINT "nav_history_scheme_id_schemes_id_fk";
