CREATE TABLE "content_article_bodies" (
	"article_id" bigint NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"format" smallint NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "content_article_bodies_article_id_language_pk" PRIMARY KEY("article_id","language"),
	CONSTRAINT "content_article_bodies_format" CHECK ("content_article_bodies"."format" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "content_articles" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"category_id" integer,
	"slug" text NOT NULL,
	"status" text NOT NULL,
	"pinned" boolean NOT NULL,
	"published_at" timestamp with time zone,
	"cover_url" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_articles_status" CHECK ("content_articles"."status" in ('draft', 'published')),
	CONSTRAINT "content_articles_category" CHECK (("content_articles"."kind" = 'help') = ("content_articles"."category_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "content_document_bodies" (
	"code" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"format" smallint NOT NULL,
	"body" text NOT NULL,
	CONSTRAINT "content_document_bodies_code_language_pk" PRIMARY KEY("code","language"),
	CONSTRAINT "content_document_bodies_format" CHECK ("content_document_bodies"."format" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "content_documents" (
	"code" text PRIMARY KEY NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"text" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "content_feedback_type" CHECK ("content_feedback"."type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "content_feedback_images" (
	"id" text PRIMARY KEY NOT NULL,
	"feedback_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_help_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_help_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sort" integer NOT NULL,
	"names" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_slides" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_slides_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"image_url" text NOT NULL,
	"link" text,
	"sort" integer NOT NULL,
	"titles" jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_article_bodies" ADD CONSTRAINT "content_article_bodies_article_id_content_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."content_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_articles" ADD CONSTRAINT "content_articles_category_id_content_help_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."content_help_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_document_bodies" ADD CONSTRAINT "content_document_bodies_code_content_documents_code_fk" FOREIGN KEY ("code") REFERENCES "public"."content_documents"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_feedback_images" ADD CONSTRAINT "content_feedback_images_feedback_id_content_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."content_feedback"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_articles_slug" ON "content_articles" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "content_articles_listing" ON "content_articles" USING btree ("kind","status","pinned","published_at");--> statement-breakpoint
CREATE INDEX "content_feedback_user" ON "content_feedback" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "content_feedback_images_feedback" ON "content_feedback_images" USING btree ("feedback_id");