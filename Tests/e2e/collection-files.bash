# Sourced by collection-preamble.bash (so by the family scripts
# ltl-collection.sh, jvn-collection.sh, wolfram.sh, history-collection.sh)
# and by collection-coverage.sh: which files of Golly's collection each
# family script compares with bgolly, one a line, a pattern
# inside a zip archive as archive.zip:member. The scripts loop over these
# lists, and collection-coverage.sh checks that together they hold every
# file of the collection whose rule is of the family.
GOLLY_PATTERNS=${GOLLY_PATTERNS:-/usr/share/golly/Patterns}

# zip_members ZIP: the archive's members that Golly counts as patterns (not
# folders, rule, text or script files, nor Mac metadata), as ZIP:member.
zip_members() {
  python3 - "$1" <<'PY'
import sys, zipfile
for name in zipfile.ZipFile(sys.argv[1]).namelist():
    base = name.rsplit('/', 1)[-1].lower()
    ext = base.rsplit('.', 1)[-1] if '.' in base else ''
    if name.startswith('__MACOSX') or name.endswith('.DS_Store') or name.endswith('/'):
        continue
    if ext in ('rule', 'table', 'tree', 'colors', 'icons', 'htm', 'html', 'txt', 'doc', 'lua', 'py', 'pl') or 'readme' in base:
        continue
    print(sys.argv[1] + ':' + name)
PY
}

# files_and_members FOLDER...: every file under the folders, an archive's patterns in its place.
files_and_members() {
  local file
  find "$@" -type f | sort | while IFS= read -r file; do
    if [[ $file == *.zip ]]; then zip_members "$file"; else echo "$file"; fi
  done
}

# Larger than Life: Golly's folder of the family (ltl-collection.sh).
ltl_files() { files_and_members "$GOLLY_PATTERNS/Larger-than-Life"; }

# Von Neumann's machines: Self-Rep/JvN, its zip's pattern included (jvn-collection.sh).
jvn_files() { files_and_members "$GOLLY_PATTERNS/Self-Rep/JvN"; }

# Wolfram's rows: the collection's one such file (wolfram.sh, beside RLE files of its own).
wolfram_files() { echo "$GOLLY_PATTERNS/HashLife/wolfram22.mc"; }

# Golly's LifeHistory rule: Life's five bounded grids and the stamp collection in Signal-Circuitry's
# archive (history-collection.sh).
history_files() {
  local grid
  for grid in Klein-bottle cross-surface sphere torus torus-with-shift; do
    echo "$GOLLY_PATTERNS/Life/Bounded-Grids/$grid.rle"
  done
  echo "$GOLLY_PATTERNS/Life/Signal-Circuitry/h-to-h-collection-26Aug2017.zip:h-to-h-collection-26Aug2017.rle"
}

# family ENTRY: ltl, jvn, wolfram or history when the file's (or member's) own lines name a rule of
# that family (an RLE header's rule, a macrocell's #R, an MCell #GAME or #GOLLY), else nothing.
family() {
  local entry=$1 text
  if [[ $entry == *.zip:* ]]; then
    text=$(python3 -c 'import sys, zipfile; sys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2])[:65536])' \
             "${entry%%.zip:*}.zip" "${entry#*.zip:}" | zcat -f 2>/dev/null)
  else
    text=$(zcat -f "$entry" 2>/dev/null | head -c 65536)
  fi
  local rule
  rule=$(grep -m1 -oiE '^x *=.*rule *= *[^ ]+|^#R +[^ ]+' <<<"$text" | sed -E 's/.*(rule *= *|#R +)//')
  if grep -q '^#GAME *Larger than Life' <<<"$text" || grep -qiE '^R[0-9]+,C' <<<"$rule"; then echo ltl
  elif grep -qiE '^(JvN29|Nobili32|Hutton32|JvN-29|JvN-32|modJvN-32)' <<<"$rule"; then echo jvn
  elif grep -qiE '^W[0-9]+$' <<<"$rule"; then echo wolfram
  elif grep -qE '^LifeHistory(:|[[:space:]]|$)' <<<"$rule" || grep -qE '^#GOLLY +LifeHistory' <<<"$text"; then echo history
  fi
}
