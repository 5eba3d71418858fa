CREATE TABLE "startup_marks" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
