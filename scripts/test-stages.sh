#!/usr/bin/env bash
# `npm test`: every stage in order, each with its wall-clock time, and a summary at the end.
# Stops at the first stage that fails (its output is above the summary).
set -uo pipefail
cd "$(dirname "$0")/.."

STAGES=(
  "install:npm install --no-audit --no-fund"
  # On CI (a fresh clone) the install must leave the committed lock as it is.
  "lockfile:[ -z \"\${CI:-}\" ] || git diff --exit-code --stat -- package-lock.json"
  "lint:npm run lint"
  "typecheck:npm run typecheck"
  "unit and API tests:npm run test:unit"
  "build:npm run build"
  "end-to-end journeys:npm run test:e2e"
)

summary=()
started=$SECONDS
for stage in "${STAGES[@]}"; do
  name=${stage%%:*}
  command=${stage#*:}
  echo
  echo "=== ${name}: ${command}"
  t0=$SECONDS
  bash -c "$command"
  status=$?
  line=$(printf '%-22s %4ds  %s' "$name" $((SECONDS - t0)) "$([ $status -eq 0 ] && echo ok || echo FAILED)")
  summary+=("$line")
  echo "=== ${line}"
  if [ $status -ne 0 ]; then
    # The lock changed under `npm install`: it no longer matches package.json on a fresh clone.
    [ "$name" = lockfile ] && echo "package-lock.json changed during install; commit the lock npm writes."
    break
  fi
done

echo
echo "=== stage times"
printf '%s\n' "${summary[@]}"
printf '%-22s %4ds\n' total $((SECONDS - started))
exit "${status:-0}"
