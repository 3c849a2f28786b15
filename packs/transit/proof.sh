#!/usr/bin/env bash
# Proof script for the "transit" pack, written by `packstudio proof`. Run it with: bash proof.sh
# It runs against the pack's own bin with a throwaway HCP_HOME, so it never touches a real store.
set -e
PACK="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$PACK"   # npx finds packstudio in the project that holds the pack
export HCP_HOME="$(mktemp -d)"
trap 'rm -rf "$HCP_HOME"' EXIT

# 0. lint: Policy coverage, Skill present, wrap shape
npx packstudio lint "$PACK" --json

# 1. one read: the adapter path and the sandbox allow-list work, and every face agrees (exec, the CLI and MCP: the twin-face check)
npx packstudio twin "$PACK" status

# 2. gated write without confirm → live deny (the gate runs before the adapter)
# (no confirm-gated write in this pack)

# 3. the same write with confirm, in mock/paper mode
# (no confirm-gated write in this pack)

# Steps 1 to 3 as eval cases, with every expect field, p50 and p95
npx packstudio eval "$PACK"

# 4. availability: the CLI is installed and executable, and behaves under an agent (probes; exit 2 = warnings only)
npx packstudio check "$PACK" --probe --no-eval || [ $? -eq 2 ]

echo 'proof ok: transit'
