CREATE TABLE "forum_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"reject_reason" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_posts_status" CHECK ("forum_posts"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "forum_posts_reject_reason" CHECK (("forum_posts"."status" = 'rejected') = ("forum_posts"."reject_reason" is not null)),
	CONSTRAINT "forum_posts_hidden_reason" CHECK ("forum_posts"."is_hidden" = ("forum_posts"."hidden_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "forum_replies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_replies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"body" text NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hidden_reason" text,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "forum_replies_hidden_reason" CHECK ("forum_replies"."is_hidden" = ("forum_replies"."hidden_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "forum_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forum_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"item_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" smallint NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "forum_reports_kind" CHECK ("forum_reports"."kind" in ('post', 'reply')),
	CONSTRAINT "forum_reports_reason" CHECK ("forum_reports"."reason" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "forum_posts" ADD CONSTRAINT "forum_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_post_id_forum_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."forum_posts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_replies" ADD CONSTRAINT "forum_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forum_reports" ADD CONSTRAINT "forum_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "forum_posts_listing" ON "forum_posts" USING btree ("status","is_pinned","created_at");--> statement-breakpoint
CREATE INDEX "forum_posts_author" ON "forum_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_post" ON "forum_replies" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "forum_replies_author" ON "forum_replies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "forum_reports_once" ON "forum_reports" USING btree ("kind","item_id","user_id");--> statement-breakpoint
CREATE INDEX "forum_reports_open" ON "forum_reports" USING btree ("kind","item_id") WHERE "forum_reports"."is_open";