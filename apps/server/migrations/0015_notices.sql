CREATE TABLE "notice_reads" (
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint,
	"category" smallint NOT NULL,
	"kind" text NOT NULL,
	"title_key" text NOT NULL,
	"content_key" text NOT NULL,
	"values" jsonb NOT NULL,
	"link" text,
	"ref_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_user_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."user_notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_notices_user" ON "user_notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "user_notices_unread" ON "user_notices" USING btree ("user_id","category") WHERE "user_notices"."read_at" is null;