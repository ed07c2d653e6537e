#!/usr/bin/env bash
# The API's tests on both databases: with TEST_DATABASE_URL, on that PostgreSQL and on the
# embedded PGlite at the same time (one process each, as the machines have two cores and each
# run takes one file at a time); without it, on PGlite alone. Each run's report is printed
# whole when both have ended, then a line per database with its time.
# `npm test -w api` runs every file in one process (--test-isolation=none): a process per file
# loaded the API's modules and PGlite again each time, about 2.5 s a file, 126 files per database.
set -uo pipefail
cd "$(dirname "$0")/.."

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  exec npm test -w api
fi

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
run() {
  local name=$1 t0=$SECONDS
  shift
  env "$@" npm test -w api >"$logs/$name.log" 2>&1
  echo "$? $((SECONDS - t0))" >"$logs/$name.status"
}
run postgres "TEST_DATABASE_URL=$TEST_DATABASE_URL" &
run pglite TEST_DATABASE_URL= &
wait

failed=0
summary=()
for name in postgres pglite; do
  echo
  echo "--- API tests on ${name}"
  cat "$logs/$name.log"
  read -r status seconds <"$logs/$name.status"
  [ "$status" -eq 0 ] || failed=1
  summary+=("$(printf 'API tests on %-9s %4ds  %s' "$name" "$seconds" "$([ "$status" -eq 0 ] && echo ok || echo FAILED)")")
done
echo
printf '%s\n' "${summary[@]}"
exit "$failed"
