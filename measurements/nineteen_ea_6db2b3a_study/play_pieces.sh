#!/usr/bin/env bash
# Plays the study's missing pieces (PLAN.md) with the players the plan names for them: JOBS
# processes at nice 19, each taking the next seed S with no file here yet, playing it in a
# worktree at ff08e86 (the commit of every piece from S = 2221 on) and moving the finished file
# here; a piece cut short leaves no file, so the next run plays it again from its start.
#
#   bash measurements/nineteen_ea_6db2b3a_study/play_pieces.sh [JOBS] [PYTHON]
#
# PYTHON is an interpreter with the project's dependencies (default: .venv/bin/python of the
# checkout, else python3). Stop gently with `touch $STUDY_WORK/STOP` (default /tmp/nineteen_study):
# the pieces under way finish, no new one starts. Each finished piece is logged, with its wall
# time, in $STUDY_WORK/log.txt. Nothing here reads a piece: the plan's single look is at the end.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
repo=$(git -C "$here" rev-parse --show-toplevel)
jobs=${1:-2}
python=${2:-}
if [ -z "$python" ]; then
  python=python3
  [ -x "$repo/.venv/bin/python" ] && python="$repo/.venv/bin/python"
fi
python=$(command -v "$python")
work=${STUDY_WORK:-/tmp/nineteen_study}
commit=ff08e86
mkdir -p "$work"
rm -f "$work/STOP"
rm -rf "$work"/claim_*  # claims of an earlier run: its pieces left no file, so they are free
if [ ! -d "$work/tree" ]; then
  git -C "$repo" worktree add --detach "$work/tree" "$commit" >/dev/null
fi

worker() {
  local s out
  for s in $(seq 1601 10 6091); do
    [ -e "$work/STOP" ] && return 0
    out="nineteen_ea_$s.json"
    [ -e "$here/$out" ] && continue
    mkdir "$work/claim_$s" 2>/dev/null || continue  # another process took it
    local t0=$SECONDS
    if (cd "$work/tree" && PYTHONPATH="$work/tree/app" nice -n 19 "$python" -m tricktable \
          tournament --game nineteen --candidate expert --field advanced --deals 10 \
          --seed "$s" --seconds 100 --jobs 1 --quiet --save "$work/$out" \
          >"$work/out_$s.txt" 2>&1); then
      mv "$work/$out" "$here/$out"
      echo "$(date -u +%FT%TZ) S=$s done in $((SECONDS - t0)) s" >>"$work/log.txt"
    else
      echo "$(date -u +%FT%TZ) S=$s failed (see $work/out_$s.txt)" >>"$work/log.txt"
    fi
  done
}

for _ in $(seq "$jobs"); do
  worker &
done
wait
echo "play_pieces: $(ls "$here"/nineteen_ea_*.json | wc -l) of 450 pieces are here"
