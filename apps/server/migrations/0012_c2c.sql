CREATE TABLE "c2c_ads" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "c2c_ads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"side" text NOT NULL,
	"asset" text NOT NULL,
	"fiat" text NOT NULL,
	"price_type" text NOT NULL,
	"fixed_price" numeric(30, 12),
	"margin" numeric(6, 4),
	"total_amount" numeric(38, 18) NOT NULL,
	"remaining_amount" numeric(38, 18) NOT NULL,
	"min_order_fiat" numeric(38, 18) NOT NULL,
	"max_order_fiat" numeric(38, 18) NOT NULL,
	"payment_method_ids" bigint[] NOT NULL,
	"payment_window_minutes" integer NOT NULL,
	"terms" text NOT NULL,
	"status" smallint NOT NULL,
	"hold_transfer_id" text,
	"hold_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "c2c_ads_remaining" CHECK ("c2c_ads"."remaining_amount" >= 0 and "c2c_ads"."remaining_amount" <= "c2c_ads"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "c2c_merchants" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"nickname" text NOT NULL,
	"status" smallint NOT NULL,
	"remark" text,
	"applied_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
CREATE TABLE "c2c_order_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "c2c_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "c2c_order_files" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "c2c_order_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"by" text NOT NULL,
	"blob_key" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "c2c_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "c2c_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"ad_id" bigint NOT NULL,
	"buyer_id" bigint NOT NULL,
	"seller_id" bigint NOT NULL,
	"maker_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"fiat" text NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"fiat_amount" numeric(38, 18) NOT NULL,
	"status" smallint NOT NULL,
	"ending" text,
	"escrow_transfer_id" text NOT NULL,
	"payment_method_ids" bigint[] NOT NULL,
	"paid_method_id" bigint,
	"terms" text NOT NULL,
	"pay_deadline" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"appeal_by" text,
	"appeal_reason" text,
	"appeal_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "c2c_ads" ADD CONSTRAINT "c2c_ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_merchants" ADD CONSTRAINT "c2c_merchants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_order_events" ADD CONSTRAINT "c2c_order_events_order_id_c2c_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."c2c_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_order_files" ADD CONSTRAINT "c2c_order_files_order_id_c2c_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."c2c_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_ad_id_c2c_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."c2c_ads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "c2c_orders" ADD CONSTRAINT "c2c_orders_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "c2c_ads_market" ON "c2c_ads" USING btree ("asset","fiat","side","status");--> statement-breakpoint
CREATE INDEX "c2c_ads_user" ON "c2c_ads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "c2c_merchants_nickname" ON "c2c_merchants" USING btree (lower("nickname"));--> statement-breakpoint
CREATE INDEX "c2c_order_events_order" ON "c2c_order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "c2c_order_files_order" ON "c2c_order_files" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "c2c_orders_no" ON "c2c_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "c2c_orders_buyer" ON "c2c_orders" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "c2c_orders_seller" ON "c2c_orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "c2c_orders_due" ON "c2c_orders" USING btree ("pay_deadline") WHERE "c2c_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "c2c_orders_status" ON "c2c_orders" USING btree ("status","id");