CREATE TABLE "money_requests" (
	"user_id" bigint NOT NULL,
	"request_key" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "money_requests_user_id_request_key_pk" PRIMARY KEY("user_id","request_key")
);
--> statement-breakpoint
-- One idempotency store for every money request (modules/ledger/money-request.ts). The keys already used move here so
-- that none of them is ever run a second time; their hashes were computed without the operation's kind, so a repeat
-- that crosses the upgrade is refused with 422 (IDEMPOTENCY_MISMATCH) rather than answered, and `result` of a moved
-- wallet key only names its order.
INSERT INTO "money_requests" ("user_id", "request_key", "kind", "request_hash", "result", "created_at")
SELECT "user_id", "request_key", 'contract', "request_hash", "result", "created_at" FROM "contract_requests";--> statement-breakpoint
INSERT INTO "money_requests" ("user_id", "request_key", "kind", "request_hash", "result", "created_at")
SELECT "user_id", "request_key", 'wallet.recharge', "request_hash", jsonb_build_object('id', "id"), "created_at" FROM "recharge_orders"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "money_requests" ("user_id", "request_key", "kind", "request_hash", "result", "created_at")
SELECT "user_id", "request_key", 'wallet.withdraw', "request_hash", jsonb_build_object('id', "id"), "created_at" FROM "withdrawal_orders"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "money_requests" ("user_id", "request_key", "kind", "request_hash", "result", "created_at")
SELECT "user_id", "request_key", 'wallet.swap', "request_hash", jsonb_build_object('id', "id"), "created_at" FROM "flash_exchange_orders"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "contract_requests" CASCADE;--> statement-breakpoint
DROP INDEX "flash_exchange_orders_request";--> statement-breakpoint
DROP INDEX "recharge_orders_request";--> statement-breakpoint
DROP INDEX "withdrawal_orders_request";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "money_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "money_requests" ADD CONSTRAINT "money_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_exchange_orders" DROP COLUMN "request_key";--> statement-breakpoint
ALTER TABLE "flash_exchange_orders" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "recharge_orders" DROP COLUMN "request_key";--> statement-breakpoint
ALTER TABLE "recharge_orders" DROP COLUMN "request_hash";--> statement-breakpoint
ALTER TABLE "withdrawal_orders" DROP COLUMN "request_key";--> statement-breakpoint
ALTER TABLE "withdrawal_orders" DROP COLUMN "request_hash";