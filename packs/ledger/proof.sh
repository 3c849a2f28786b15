#!/usr/bin/env bash
# Proof script for the "ledger" pack, written by `packstudio proof`. Run it with: bash proof.sh
# It runs against the pack's own bin with a throwaway HCP_HOME, so it never touches a real store.
set -e
PACK="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$PACK"   # npx finds packstudio in the project that holds the pack
export HCP_HOME="$(mktemp -d)"
trap 'rm -rf "$HCP_HOME"' EXIT

# 0. lint: Policy coverage, Skill present, wrap shape
npx packstudio lint "$PACK" --json

# 1. one read: the adapter path and the sandbox allow-list work, and every face agrees (exec, the CLI and MCP: the twin-face check)
npx packstudio twin "$PACK" setup.status

# 2. gated write without confirm → live deny (the gate runs before the adapter)
npx packstudio twin "$PACK" transfer amount=2.80 payee=demo-transit --json | grep -q '"confirm required"'

# 3. the same write with confirm, in mock/paper mode
npx packstudio twin "$PACK" transfer amount=2.80 payee=demo-transit 'memo=bus fare' confirm=true

# Steps 1 to 3 as eval cases, with every expect field, p50 and p95
npx packstudio eval "$PACK"

# 4. availability: the CLI is installed and executable, and behaves under an agent (probes; exit 2 = warnings only)
npx packstudio check "$PACK" --probe --no-eval || [ $? -eq 2 ]

# 5. Sense is declared (binding.degraded): announce with grant on, deny with grant off
#    (runtime-specific harness; see Sense delivery)

echo 'proof ok: ledger'
