#!/usr/bin/env bash
# Every pattern inside the zip archives of Golly's collection runs with
# `lifecam run --pattern ARCHIVE.zip:MEMBER` and default options, and at
# generations 0, 1, 10, 100 and 1000 its population, its bounding box's size
# and every cell's state equal bgolly's, run on the member unpacked into a
# folder of its own: -a RuleLoader -s that folder for a rule file's rule (the
# archive's own rule files, found first, as Golly installs them when it opens
# the archive; Golly's Rules folder for a rule the archive lacks), -a
# QuickLife for a B/S rule, -a JvN for von Neumann's rules. One lifecam run (--output RLE)
# and one bgolly run (-o RLE) a member and a generation, both read back by
# rle-cells.py (bgolly-cells.bash: bgolly writes no position, so the box is
# compared by its size and the cells in it). The members are those Golly counts as patterns (not
# folders, rule, text or script files, nor Mac metadata), listed by Python's
# zipfile. Also checked: an archive of several patterns given alone lists
# them and exits 64; one holding only a Golly script says so.
# A member in no pattern format (NoTimeAtAll-demo.zip's Nutshell source,
# NoTimeAtAll.ruel, which Golly would read as a picture of its text) must be
# refused in one line that says it is not a pattern. Skipped when bgolly or
# the patterns are missing.
# shellcheck source=collection-preamble.bash
source "$(dirname "$0")/collection-preamble.bash"
need_golly "$ROOT/Life"
ran=0 zips=0 refused=0

# bgolly_options: the archive's rule files first, as Golly installs them; a rule the archive lacks
# (Langtons-ant.zip's WireWorld) from Golly's own Rules, where Golly finds it (bgolly searches one folder).
bgolly_options() {
  local rule rules=$BGOLLY_DIR
  rule=$(sed -n 's/^{"rule":"\([^"]*\)".*/\1/p' "$TMP/json")
  find "$BGOLLY_DIR" \( -name "$rule.rule" -o -name "$rule.table" -o -name "$rule.tree" \) | grep -q . || rules=$ROOT/../Rules
  bgolly_args=(-a RuleLoader -s "$rules/")
  grep -q '"rule":"[^"]*/' "$TMP/json" && bgolly_args=(-a QuickLife)
  grep -qE '"rule":"(JvN29|Nobili32|Hutton32)"' "$TMP/json" && bgolly_args=(-a JvN)
  return 0
}

# compare ZIP MEMBER FOLDER: lifecam on ZIP:MEMBER against bgolly on FOLDER/MEMBER at each generation.
compare() {
  local zip=$1 member=$2 name="${1#"$ROOT"/}:$2"
  BGOLLY_DIR=$3 same_as_bgolly "$name" "$zip:$member" "$member" 0 rle 0 1 10 100 1000 >"$TMP/why"
  case $? in
    0) echo "$name: equal to bgolly's at 0 1 10 100 1000"
       ran=$((ran + 1)) ;;
    2) if grep -qE ", not a pattern" "$TMP/err" && [ "$(wc -l < "$TMP/err")" -eq 1 ]; then
         echo "$name: refused in one line (Golly reads its text as a picture of cells): $(cat "$TMP/err")"
         refused=$((refused + 1))
       else
         fail "$name: $(cat "$TMP/err")"
       fi ;;
    *) fail "$(cat "$TMP/why")" ;;
  esac
}

equal_generations=0
while IFS= read -r zip; do
  zips=$((zips + 1))
  folder="$TMP/unpacked/$zips"
  mkdir -p "$folder"
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' "$zip" "$folder"
  while IFS= read -r member; do
    compare "$zip" "${member#"$zip":}" "$folder"
  done < <(zip_members "$zip")
done < <(find "$ROOT" -name '*.zip' | sort)

# An archive of several patterns named alone: the list, and exit status 64.
flow6="$ROOT/Self-Rep/Flow6/Flow6.zip"
if [ -f "$flow6" ]; then
  "$BIN" run --pattern "$flow6" >/dev/null 2>"$TMP/err"
  status=$?
  [ $status = 64 ] || fail "Flow6.zip alone: exit $status, not 64"
  grep -qF "$flow6:Flow6/Reploopcator/Canon form.mc" "$TMP/err" || fail "Flow6.zip alone does not list its patterns: $(head -3 "$TMP/err")"
fi
# An archive holding only a Golly script.
script="$ROOT/Non-Totalistic/unit-fraction-orthogonal-spaceships.zip"
if [ -f "$script" ]; then
  "$BIN" run --pattern "$script" >/dev/null 2>"$TMP/err"
  status=$?
  [ $status = 65 ] && grep -q "only Golly scripts" "$TMP/err" || fail "a script-only archive: exit $status: $(cat "$TMP/err")"
fi

echo "zip-collection: $ran patterns in $zips archives equal to bgolly's at 0, 1, 10, 100, 1000 (population, box size, every cell); $refused member in no pattern format refused"
[ $zips -ge 9 ] || fail "only $zips archives found"
[ $ran -ge 18 ] || fail "only $ran patterns compared"
verdict
