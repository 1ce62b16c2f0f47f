CREATE TABLE "im_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"uploader_kind" text NOT NULL,
	"uploader_id" bigint NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" smallint NOT NULL,
	"channel_id" bigint,
	"group_sign" text NOT NULL,
	"title" text NOT NULL,
	"link_type" smallint,
	"link_url" text,
	"last_offset" integer DEFAULT 0 NOT NULL,
	"assigned_staff_id" bigint,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "im_groups_type" CHECK ("im_groups"."type" between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "im_members" (
	"group_id" integer NOT NULL,
	"member_kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"role" smallint NOT NULL,
	"read_offset" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "im_members_group_id_member_kind_member_id_pk" PRIMARY KEY("group_id","member_kind","member_id"),
	CONSTRAINT "im_members_kind" CHECK ("im_members"."member_kind" in ('user', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "im_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"offset" integer NOT NULL,
	"sender_kind" text NOT NULL,
	"sender_id" bigint,
	"uuid" text NOT NULL,
	"content_type" text NOT NULL,
	"data" text NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "im_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"staff_id" bigint,
	"score" smallint NOT NULL,
	"comment" text,
	"finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "im_work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "im_work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"group_id" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"reply" text,
	"replied_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "im_files" ADD CONSTRAINT "im_files_group_id_im_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."im_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_members" ADD CONSTRAINT "im_members_group_id_im_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."im_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_messages" ADD CONSTRAINT "im_messages_group_id_im_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."im_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_ratings" ADD CONSTRAINT "im_ratings_group_id_im_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."im_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "im_work_orders" ADD CONSTRAINT "im_work_orders_group_id_im_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."im_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "im_groups_sign" ON "im_groups" USING btree ("group_sign");--> statement-breakpoint
CREATE INDEX "im_groups_type_updated" ON "im_groups" USING btree ("type","updated_at");--> statement-breakpoint
CREATE INDEX "im_members_member" ON "im_members" USING btree ("member_kind","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "im_messages_offset" ON "im_messages" USING btree ("group_id","offset");--> statement-breakpoint
CREATE UNIQUE INDEX "im_messages_uuid" ON "im_messages" USING btree ("group_id","sender_kind","sender_id","uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "im_ratings_once" ON "im_ratings" USING btree ("group_id","finished_at");--> statement-breakpoint
CREATE INDEX "im_work_orders_user" ON "im_work_orders" USING btree ("user_id","created_at");