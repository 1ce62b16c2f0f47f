CREATE TABLE "contract_funding_rounds" (
	"instrument_id" integer NOT NULL,
	"period_ms" bigint NOT NULL,
	"rate" numeric(12, 8) NOT NULL,
	"mark_price" numeric(30, 12) NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_funding_rounds_instrument_id_period_ms_pk" PRIMARY KEY("instrument_id","period_ms")
);
--> statement-breakpoint
CREATE TABLE "contract_orders" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" smallint NOT NULL,
	"margin_mode" smallint NOT NULL,
	"lever" smallint NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"action" smallint NOT NULL,
	"order_type" smallint NOT NULL,
	"price" numeric(30, 12),
	"deal_price" numeric(30, 12),
	"entry_price" numeric(30, 12),
	"margin" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"pl_amount" numeric(38, 18),
	"status" smallint NOT NULL,
	"trigger" smallint NOT NULL,
	"position_id" bigint,
	"stop_profit_price" numeric(30, 12),
	"stop_loss_price" numeric(30, 12),
	"hold_id" text,
	"deal_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_orders_status" CHECK ("contract_orders"."status" in (0, 1, 2)),
	CONSTRAINT "contract_orders_action" CHECK ("contract_orders"."action" in (1, 2)),
	CONSTRAINT "contract_orders_quantity" CHECK ("contract_orders"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_positions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contract_positions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"instrument_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"direction" smallint NOT NULL,
	"margin_mode" smallint NOT NULL,
	"lever" smallint NOT NULL,
	"quantity" numeric(38, 18) NOT NULL,
	"entry_price" numeric(30, 12) NOT NULL,
	"margin" numeric(38, 18) NOT NULL,
	"open_fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"funding_fee" numeric(38, 18) DEFAULT '0' NOT NULL,
	"realised_pnl" numeric(38, 18) DEFAULT '0' NOT NULL,
	"stop_profit_price" numeric(30, 12),
	"stop_loss_price" numeric(30, 12),
	"status" smallint DEFAULT 1 NOT NULL,
	"funded_period_ms" bigint,
	"close_price" numeric(30, 12),
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_positions_direction" CHECK ("contract_positions"."direction" in (1, 2)),
	CONSTRAINT "contract_positions_margin_mode" CHECK ("contract_positions"."margin_mode" in (1, 2)),
	CONSTRAINT "contract_positions_status" CHECK ("contract_positions"."status" in (1, 2, 3)),
	CONSTRAINT "contract_positions_amounts" CHECK ("contract_positions"."quantity" >= 0 and "contract_positions"."margin" >= 0 and "contract_positions"."lever" between 1 and 125),
	CONSTRAINT "contract_positions_open_quantity" CHECK ("contract_positions"."status" <> 1 or "contract_positions"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "contract_requests" (
	"user_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "contract_specs" (
	"instrument_id" integer PRIMARY KEY NOT NULL,
	"tiers" jsonb NOT NULL,
	"taker_fee_rate" numeric(10, 8) NOT NULL,
	"maker_fee_rate" numeric(10, 8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_funding_rounds" ADD CONSTRAINT "contract_funding_rounds_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_orders" ADD CONSTRAINT "contract_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_orders" ADD CONSTRAINT "contract_orders_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_orders" ADD CONSTRAINT "contract_orders_position_id_contract_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."contract_positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_requests" ADD CONSTRAINT "contract_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_specs" ADD CONSTRAINT "contract_specs_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_orders_no" ON "contract_orders" USING btree ("no");--> statement-breakpoint
CREATE INDEX "contract_orders_user" ON "contract_orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "contract_orders_pending" ON "contract_orders" USING btree ("instrument_id") WHERE "contract_orders"."status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_positions_one_open" ON "contract_positions" USING btree ("user_id","instrument_id") WHERE "contract_positions"."status" = 1;--> statement-breakpoint
CREATE INDEX "contract_positions_user" ON "contract_positions" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "contract_positions_open" ON "contract_positions" USING btree ("instrument_id") WHERE "contract_positions"."status" = 1;