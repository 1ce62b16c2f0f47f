CREATE TABLE "invite_codes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kickback_rate" numeric(5, 4) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"suspended_by" text,
	"suspend_remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_kickback" CHECK ("invite_codes"."kickback_rate" between 0 and 1),
	CONSTRAINT "invite_codes_status" CHECK ("invite_codes"."status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "invite_links" (
	"invitee_id" bigint PRIMARY KEY NOT NULL,
	"inviter_id" bigint NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_config" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_enabled" boolean NOT NULL,
	"level1_rate" numeric(5, 4) NOT NULL,
	"level2_rate" numeric(5, 4) NOT NULL,
	"max_kickback_rate" numeric(5, 4) NOT NULL,
	"daily_caps" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_config_one_row" CHECK ("rebate_config"."id" = 1),
	CONSTRAINT "rebate_config_rates" CHECK ("rebate_config"."level1_rate" between 0 and 1 and "rebate_config"."level2_rate" between 0 and 1 and "rebate_config"."max_kickback_rate" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "rebate_details" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"day" text NOT NULL,
	"fee_transfer_id" text NOT NULL,
	"beneficiary_id" bigint NOT NULL,
	"payer_id" bigint NOT NULL,
	"role" text NOT NULL,
	"asset" text NOT NULL,
	"fee_amount" numeric(38, 18) NOT NULL,
	"fee_business_type" integer NOT NULL,
	"fee_at" timestamp with time zone NOT NULL,
	"rate" numeric(9, 8) NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"paid_amount" numeric(38, 18) DEFAULT '0' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"exclusion" text,
	"payout_transfer_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rebate_details_role" CHECK ("rebate_details"."role" in ('inviter', 'invitee', 'second_level')),
	CONSTRAINT "rebate_details_status" CHECK ("rebate_details"."status" in (0, 1, 2)),
	CONSTRAINT "rebate_details_amounts" CHECK ("rebate_details"."amount" >= 0 and "rebate_details"."paid_amount" between 0 and "rebate_details"."amount"),
	CONSTRAINT "rebate_details_paid" CHECK (("rebate_details"."status" = 1) = ("rebate_details"."payout_transfer_id" is not null) and ("rebate_details"."status" = 2) = ("rebate_details"."exclusion" is not null))
);
--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_links" ADD CONSTRAINT "invite_links_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_details" ADD CONSTRAINT "rebate_details_fee_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("fee_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_details" ADD CONSTRAINT "rebate_details_beneficiary_id_users_id_fk" FOREIGN KEY ("beneficiary_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_details" ADD CONSTRAINT "rebate_details_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_details" ADD CONSTRAINT "rebate_details_payout_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("payout_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_key" ON "invite_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_default_key" ON "invite_codes" USING btree ("user_id") WHERE "invite_codes"."is_default";--> statement-breakpoint
CREATE INDEX "invite_codes_user_idx" ON "invite_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invite_links_inviter_idx" ON "invite_links" USING btree ("inviter_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_details_once" ON "rebate_details" USING btree ("fee_transfer_id","beneficiary_id","role");--> statement-breakpoint
CREATE INDEX "rebate_details_beneficiary_idx" ON "rebate_details" USING btree ("beneficiary_id","day");--> statement-breakpoint
CREATE INDEX "rebate_details_payer_idx" ON "rebate_details" USING btree ("payer_id");--> statement-breakpoint
-- Every existing user's registration code becomes their default invite code (kickback 0), and every existing
-- invitation a link by the inviter's code: the module reads both tables from here on.
INSERT INTO "invite_codes" ("user_id", "code", "label", "kickback_rate", "is_default", "status", "created_at", "updated_at")
SELECT "id", "invite_code", '', 0, true, 1, now(), now() FROM "users" WHERE "invite_code" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "invite_links" ("invitee_id", "inviter_id", "code", "created_at")
SELECT u."id", u."invited_by_user_id", i."invite_code", u."created_at"
FROM "users" u JOIN "users" i ON i."id" = u."invited_by_user_id" WHERE i."invite_code" IS NOT NULL
ON CONFLICT DO NOTHING;
