CREATE TABLE "family_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"head_user_id" integer NOT NULL,
	"member_user_id" integer NOT NULL,
	"linked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_member_uq" ON "family_links" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "family_links_head_idx" ON "family_links" USING btree ("head_user_id");