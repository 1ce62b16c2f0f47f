CREATE TABLE "ai_child_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_child_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"no" text NOT NULL,
	"symbol" text NOT NULL,
	"direction" smallint NOT NULL,
	"reason" text NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"quote_amount" numeric(38, 18) NOT NULL,
	"fee" numeric(38, 18) NOT NULL,
	"fee_asset" text NOT NULL,
	"fee_rate" numeric(10, 6) NOT NULL,
	"source_price" numeric(30, 12) NOT NULL,
	"source_time" timestamp with time zone NOT NULL,
	"transfer_ids" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ai_child_orders_direction" CHECK ("ai_child_orders"."direction" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "ai_order_holdings" (
	"order_id" bigint NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	CONSTRAINT "ai_order_holdings_order_id_asset_pk" PRIMARY KEY("order_id","asset"),
	CONSTRAINT "ai_order_holdings_amount" CHECK ("ai_order_holdings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"product_version" integer NOT NULL,
	"kind" smallint NOT NULL,
	"symbol" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"terms" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"final_value" numeric(38, 18),
	"management_fee" numeric(38, 18),
	"early_exit_fee" numeric(38, 18),
	"payout" numeric(38, 18),
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_orders_status" CHECK ("ai_orders"."status" in (0, 1, 2)),
	CONSTRAINT "ai_orders_amount" CHECK ("ai_orders"."amount" > 0),
	CONSTRAINT "ai_orders_settled" CHECK (("ai_orders"."status" = 0) = ("ai_orders"."settled_at" is null))
);
--> statement-breakpoint
CREATE TABLE "ai_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" smallint NOT NULL,
	"symbol" text NOT NULL,
	"term_seconds" integer NOT NULL,
	"min_amount" numeric(38, 18) NOT NULL,
	"max_amount" numeric(38, 18) NOT NULL,
	"management_fee_rate" numeric(10, 6) NOT NULL,
	"early_exit_fee_rate" numeric(10, 6) NOT NULL,
	"risk_level" smallint NOT NULL,
	"grid_low" numeric(30, 12),
	"grid_high" numeric(30, 12),
	"grid_count" integer,
	"dca_interval_seconds" integer,
	"dca_slices" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_products_kind" CHECK ("ai_products"."kind" in (0, 1)),
	CONSTRAINT "ai_products_status" CHECK ("ai_products"."status" in (0, 1)),
	CONSTRAINT "ai_products_amounts" CHECK ("ai_products"."min_amount" > 0 and "ai_products"."max_amount" >= "ai_products"."min_amount"),
	CONSTRAINT "ai_products_params" CHECK (("ai_products"."kind" = 0 and "ai_products"."grid_low" > 0 and "ai_products"."grid_high" > "ai_products"."grid_low" and "ai_products"."grid_count" >= 2)
          or ("ai_products"."kind" = 1 and "ai_products"."dca_interval_seconds" > 0 and "ai_products"."dca_slices" >= 1))
);
--> statement-breakpoint
CREATE TABLE "subscription_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"rule" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"hold_id" text,
	"allotted_quantity" numeric(38, 18),
	"allotted_amount" numeric(38, 18),
	"refund_amount" numeric(38, 18),
	"ticket" text,
	"committed_at" timestamp with time zone NOT NULL,
	"allotted_at" timestamp with time zone,
	"distributed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_orders_status" CHECK ("subscription_orders"."status" between 0 and 3),
	CONSTRAINT "subscription_orders_amounts" CHECK ("subscription_orders"."quantity" > 0 and "subscription_orders"."amount" > 0),
	CONSTRAINT "subscription_orders_allotted" CHECK ("subscription_orders"."allotted_quantity" is null or ("subscription_orders"."allotted_quantity" >= 0 and "subscription_orders"."allotted_quantity" <= "subscription_orders"."quantity")),
	CONSTRAINT "subscription_orders_settled" CHECK (("subscription_orders"."status" = 0) = ("subscription_orders"."allotted_at" is null) and ("subscription_orders"."status" = 2) = ("subscription_orders"."distributed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "subscription_projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"logo" text NOT NULL,
	"description" text NOT NULL,
	"kind" smallint NOT NULL,
	"rule" smallint NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"total_supply" numeric(38, 18) NOT NULL,
	"precision" smallint NOT NULL,
	"min_per_user" numeric(38, 18) NOT NULL,
	"max_per_user" numeric(38, 18) NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"distribute_at" timestamp with time zone NOT NULL,
	"list_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"is_paused" boolean DEFAULT false NOT NULL,
	"requested_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"allotted_quantity" numeric(38, 18),
	"seed" text,
	"seed_hash" text,
	"is_seed_revealed" boolean DEFAULT false NOT NULL,
	"instrument_id" integer,
	"closed_at" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_projects_kind" CHECK ("subscription_projects"."kind" in (2, 6)),
	CONSTRAINT "subscription_projects_rule" CHECK ("subscription_projects"."rule" in (1, 2, 3)),
	CONSTRAINT "subscription_projects_status" CHECK ("subscription_projects"."status" between 0 and 4),
	CONSTRAINT "subscription_projects_terms" CHECK ("subscription_projects"."price" > 0 and "subscription_projects"."total_supply" > 0 and "subscription_projects"."min_per_user" > 0
          and "subscription_projects"."min_per_user" <= "subscription_projects"."max_per_user" and "subscription_projects"."max_per_user" <= "subscription_projects"."total_supply"
          and "subscription_projects"."start_at" < "subscription_projects"."end_at" and "subscription_projects"."end_at" <= "subscription_projects"."distribute_at"
          and "subscription_projects"."distribute_at" <= "subscription_projects"."list_at" and "subscription_projects"."precision" between 0 and 8),
	CONSTRAINT "subscription_projects_supply" CHECK ("subscription_projects"."allotted_quantity" is null or "subscription_projects"."allotted_quantity" <= "subscription_projects"."total_supply")
);
--> statement-breakpoint
CREATE TABLE "block_trade_offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_trade_offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"base_asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"rate" numeric(10, 6) NOT NULL,
	"min_quantity" numeric(38, 18) NOT NULL,
	"max_quantity" numeric(38, 18) NOT NULL,
	"total_quantity" numeric(38, 18) NOT NULL,
	"sold_quantity" numeric(38, 18) DEFAULT '0' NOT NULL,
	"lockup_seconds" integer NOT NULL,
	"status" smallint NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_trade_offers_status" CHECK ("block_trade_offers"."status" in (0, 1)),
	CONSTRAINT "block_trade_offers_rate" CHECK ("block_trade_offers"."rate" between -0.5 and 0.5),
	CONSTRAINT "block_trade_offers_sizes" CHECK ("block_trade_offers"."min_quantity" > 0 and "block_trade_offers"."min_quantity" <= "block_trade_offers"."max_quantity" and "block_trade_offers"."max_quantity" <= "block_trade_offers"."total_quantity"),
	CONSTRAINT "block_trade_offers_sold" CHECK ("block_trade_offers"."sold_quantity" >= 0 and "block_trade_offers"."sold_quantity" <= "block_trade_offers"."total_quantity"),
	CONSTRAINT "block_trade_offers_lockup" CHECK ("block_trade_offers"."lockup_seconds" > 0)
);
--> statement-breakpoint
CREATE TABLE "block_trade_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "block_trade_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"offer_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"base_asset" text NOT NULL,
	"quote_asset" text NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"rate" numeric(10, 6) NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"source_price" numeric(30, 12) NOT NULL,
	"source_price_at" timestamp with time zone NOT NULL,
	"lockup_seconds" integer NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_trade_orders_status" CHECK ("block_trade_orders"."status" in (1, 2)),
	CONSTRAINT "block_trade_orders_released" CHECK (("block_trade_orders"."status" = 2) = ("block_trade_orders"."released_at" is not null)),
	CONSTRAINT "block_trade_orders_amounts" CHECK ("block_trade_orders"."quantity" > 0 and "block_trade_orders"."price" > 0 and "block_trade_orders"."amount" > 0 and "block_trade_orders"."source_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_configs" (
	"collateral_coin" text PRIMARY KEY NOT NULL,
	"initial_ltv" numeric(12, 10) NOT NULL,
	"margin_call_ltv" numeric(12, 10) NOT NULL,
	"liquidation_ltv" numeric(12, 10) NOT NULL,
	"hourly_rate" numeric(12, 10) NOT NULL,
	"term_days" jsonb NOT NULL,
	"min_loan" numeric(38, 18) NOT NULL,
	"max_loan" numeric(38, 18) NOT NULL,
	"liquidation_fee_rate" numeric(12, 10) NOT NULL,
	"is_active" boolean NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_configs_ltvs" CHECK (0 < "loan_configs"."initial_ltv" and "loan_configs"."initial_ltv" < "loan_configs"."margin_call_ltv" and "loan_configs"."margin_call_ltv" < "loan_configs"."liquidation_ltv" and "loan_configs"."liquidation_ltv" < 1),
	CONSTRAINT "loan_configs_limits" CHECK (0 < "loan_configs"."min_loan" and "loan_configs"."min_loan" <= "loan_configs"."max_loan")
);
--> statement-breakpoint
CREATE TABLE "loan_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loan_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"loan_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"coin" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"principal_after" numeric(38, 18) NOT NULL,
	"interest_after" numeric(38, 18) NOT NULL,
	"collateral_after" numeric(38, 18) NOT NULL,
	"price" numeric(30, 12),
	"hour_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "loan_events_kind" CHECK ("loan_events"."kind" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"collateral_coin" text NOT NULL,
	"collateral_amount" numeric(38, 18) NOT NULL,
	"borrowed_amount" numeric(38, 18) NOT NULL,
	"principal" numeric(38, 18) NOT NULL,
	"accrued_interest" numeric(38, 18) NOT NULL,
	"total_interest" numeric(38, 18) NOT NULL,
	"hourly_rate" numeric(12, 10) NOT NULL,
	"term_days" integer NOT NULL,
	"initial_ltv" numeric(12, 10) NOT NULL,
	"margin_call_ltv" numeric(12, 10) NOT NULL,
	"liquidation_ltv" numeric(12, 10) NOT NULL,
	"liquidation_fee_rate" numeric(12, 10) NOT NULL,
	"last_accrued_hour" timestamp with time zone NOT NULL,
	"is_margin_called" boolean DEFAULT false NOT NULL,
	"borrowed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"liquidation_price" numeric(30, 12),
	"sold_collateral" numeric(38, 18),
	"fee_collateral" numeric(38, 18),
	"returned_collateral" numeric(38, 18),
	"shortfall" numeric(38, 18),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_status" CHECK ("loans"."status" between 0 and 2),
	CONSTRAINT "loans_amounts" CHECK ("loans"."collateral_amount" >= 0 and "loans"."principal" >= 0 and "loans"."accrued_interest" >= 0 and "loans"."borrowed_amount" > 0),
	CONSTRAINT "loans_closed" CHECK (("loans"."status" = 0) = ("loans"."closed_at" is null)),
	CONSTRAINT "loans_liquidated" CHECK (("loans"."status" = 2) = ("loans"."liquidation_price" is not null))
);
--> statement-breakpoint
CREATE TABLE "vip_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"note" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"remark" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_applications_status" CHECK ("vip_applications"."status" in (-1, 0, 1)),
	CONSTRAINT "vip_applications_reviewed" CHECK (("vip_applications"."status" = 0) = ("vip_applications"."reviewed_at" is null))
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"level" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"maker_fee_discount" numeric(5, 4) NOT NULL,
	"taker_fee_discount" numeric(5, 4) NOT NULL,
	"withdrawal_limit_multiplier" numeric(5, 2) NOT NULL,
	"has_priority_support" boolean DEFAULT false NOT NULL,
	"min_volume_30d" numeric(38, 18),
	"min_holdings" numeric(38, 18),
	"price" numeric(38, 18),
	"term_days" integer,
	"is_purchasable" boolean DEFAULT false NOT NULL,
	"is_applicable" boolean DEFAULT false NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" between 0 and 20),
	CONSTRAINT "vip_levels_discounts" CHECK ("vip_levels"."maker_fee_discount" between 0 and 1 and "vip_levels"."taker_fee_discount" between 0 and 1),
	CONSTRAINT "vip_levels_multiplier" CHECK ("vip_levels"."withdrawal_limit_multiplier" >= 1),
	CONSTRAINT "vip_levels_purchasable" CHECK (not "vip_levels"."is_purchasable" or ("vip_levels"."price" > 0 and "vip_levels"."term_days" > 0))
);
--> statement-breakpoint
CREATE TABLE "vip_purchases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vip_purchases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"price" numeric(38, 18) NOT NULL,
	"term_days" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"transfer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_purchases_term" CHECK ("vip_purchases"."ends_at" > "vip_purchases"."starts_at" and "vip_purchases"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "vip_user_levels" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"qualified_level" smallint NOT NULL,
	"volume_30d" numeric(38, 18) NOT NULL,
	"holdings" numeric(38, 18) NOT NULL,
	"is_price_complete" boolean NOT NULL,
	"slot_at" timestamp with time zone NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_child_orders" ADD CONSTRAINT "ai_child_orders_order_id_ai_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ai_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_child_orders" ADD CONSTRAINT "ai_child_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_order_holdings" ADD CONSTRAINT "ai_order_holdings_order_id_ai_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ai_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_orders" ADD CONSTRAINT "ai_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_orders" ADD CONSTRAINT "ai_orders_product_id_ai_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."ai_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_project_id_subscription_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."subscription_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_orders" ADD CONSTRAINT "subscription_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_projects" ADD CONSTRAINT "subscription_projects_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_offers" ADD CONSTRAINT "block_trade_offers_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_orders" ADD CONSTRAINT "block_trade_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_orders" ADD CONSTRAINT "block_trade_orders_offer_id_block_trade_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."block_trade_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_trade_orders" ADD CONSTRAINT "block_trade_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_events" ADD CONSTRAINT "loan_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_applications" ADD CONSTRAINT "vip_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_purchases" ADD CONSTRAINT "vip_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_user_levels" ADD CONSTRAINT "vip_user_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_child_orders_no" ON "ai_child_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "ai_child_orders_order" ON "ai_child_orders" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_orders_no" ON "ai_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "ai_orders_user" ON "ai_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "ai_orders_running" ON "ai_orders" USING btree ("ends_at") WHERE "ai_orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_products_name" ON "ai_products" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_orders_no" ON "subscription_orders" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_orders_project_user" ON "subscription_orders" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "subscription_orders_user" ON "subscription_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "subscription_orders_project_status" ON "subscription_orders" USING btree ("project_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_projects_symbol" ON "subscription_projects" USING btree ("symbol");--> statement-breakpoint
CREATE INDEX "subscription_projects_status" ON "subscription_projects" USING btree ("status","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "block_trade_orders_no" ON "block_trade_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "block_trade_orders_user" ON "block_trade_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "block_trade_orders_due" ON "block_trade_orders" USING btree ("locked_until") WHERE "block_trade_orders"."status" = 1;--> statement-breakpoint
CREATE INDEX "loan_events_user" ON "loan_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_events_interest_hour" ON "loan_events" USING btree ("loan_id","hour_at") WHERE "loan_events"."kind" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "loans_no" ON "loans" USING btree ("no");--> statement-breakpoint
CREATE INDEX "loans_user" ON "loans" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "loans_open" ON "loans" USING btree ("id") WHERE "loans"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "vip_applications_one_pending" ON "vip_applications" USING btree ("user_id") WHERE "vip_applications"."status" = 0;--> statement-breakpoint
CREATE INDEX "vip_applications_queue" ON "vip_applications" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "vip_applications_user" ON "vip_applications" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_purchases_no" ON "vip_purchases" USING btree ("no");--> statement-breakpoint
CREATE INDEX "vip_purchases_user" ON "vip_purchases" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "vip_user_levels_qualified" ON "vip_user_levels" USING btree ("qualified_level") WHERE "vip_user_levels"."qualified_level" > 0;