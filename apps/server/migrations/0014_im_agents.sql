CREATE TABLE "im_business_hours" (
	"id" smallint PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"days" smallint[] NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"away_message" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_canned_replies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_canned_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
