#!/usr/bin/env bash
# Issue 19 only (delete once the financial products' migration is final): regenerates migration 0009 from the whole
# schema, under a lock so two helpers never run drizzle-kit at once. Only additions since 0008, so drizzle-kit never
# prompts.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
exec 9>/tmp/migration.lock
flock 9
rm -f migrations/0009_*.sql migrations/meta/0009_snapshot.json
node -e "
const fs=require('fs');const p='migrations/meta/_journal.json';const j=JSON.parse(fs.readFileSync(p,'utf8'));
j.entries=j.entries.filter(e=>e.idx<9);fs.writeFileSync(p,JSON.stringify(j,null,2)+'\n');"
npx drizzle-kit generate --name financial_products
