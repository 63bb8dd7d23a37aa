#!/bin/sh
# step.sh NAME USUALLY COMMAND [ARG...]
#
# Runs COMMAND as one step of make test, saying so first with the time the
# step usually takes, then a line each minute while it runs on (so that no
# step is silent for more than a minute, even one whose own output comes
# only at its end, such as go test of a large package), then its time.
# Exits with COMMAND's status.
name=$1
usually=$2
shift 2
start=$(date +%s)
echo "==> $name (usually $usually)"
(
	while sleep 60 >/dev/null 2>&1; do
		kill -0 $$ 2>/dev/null || exit 0
		echo "    $name: still running, $(( $(date +%s) - start ))s so far"
	done
) &
ticker=$!
trap 'kill $ticker 2>/dev/null; exit 130' INT TERM
"$@"
status=$?
kill $ticker 2>/dev/null
elapsed=$(( $(date +%s) - start ))
if [ $status -eq 0 ]; then
	echo "==> $name: done in ${elapsed}s"
else
	echo "==> $name: FAILED (status $status) after ${elapsed}s" >&2
fi
exit $status
