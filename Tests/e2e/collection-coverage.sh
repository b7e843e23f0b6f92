#!/usr/bin/env bash
# The families of issue 36 (Larger than Life, von Neumann's machines,
# Wolfram's rows, Golly's LifeHistory rule) are each compared with bgolly by
# one script of `make test` (ltl-collection.sh, jvn-collection.sh,
# wolfram.sh, history-collection.sh), over the list
# collection-files.bash gives it. This checks, without running anything but
# zcat, that together those lists hold every file and zip member of Golly's
# collection whose rule is of the family (its RLE header's rule, its
# macrocell #R, its MCell #GAME or #GOLLY), in any folder, and nothing else: Golly
# adding a file of these families, or a list losing one, fails here. Prints
# the count a folder. Skipped when Golly's patterns are missing.
source "$(dirname "$0")/preamble.bash"
source Tests/e2e/collection-files.bash
[ -d "$GOLLY_PATTERNS/Life" ] || { echo "skipped: collection-coverage: Golly's patterns are not installed ($GOLLY_PATTERNS)"; exit 77; }
fails=0
problem() { echo "FAIL: $*"; fails=$((fails + 1)); }

declare -A listed found
for family in ltl jvn wolfram history; do
  while IFS= read -r entry; do listed[$entry]=$family; done < <("${family}_files")
done

entries=0
while IFS= read -r entry; do
  entries=$((entries + 1))
  family=$(family "$entry")
  [ -n "$family" ] || continue
  name=${entry#"$GOLLY_PATTERNS"/}
  found[$family]="${found[$family]:-} ${name%%/*}"
  case ${listed[$entry]:-} in
    "$family") ;;
    "") problem "$name is of the $family family, and no family script compares it" ;;
    *) problem "$name is of the $family family, and ${listed[$entry]}'s script compares it" ;;
  esac
done < <(files_and_members "$GOLLY_PATTERNS")

for entry in "${!listed[@]}"; do
  family=$(family "$entry")
  [ "$family" = "${listed[$entry]}" ] || problem "${entry#"$GOLLY_PATTERNS"/} is in ${listed[$entry]}'s list, but its rule is not of that family"
done
for family in ltl jvn wolfram history; do
  counts=$(tr ' ' '\n' <<<"${found[$family]:-}" | grep . | sort | uniq -c | awk '{ print $2 ": " $1 }' | paste -sd, - | sed 's/,/, /g')
  echo "collection-coverage: $family: ${counts:-none}"
done
[ "$entries" -ge 360 ] || problem "only $entries files and members found"
[ "$(ltl_files | wc -l)" = 18 ] || problem "Larger-than-Life holds $(ltl_files | wc -l) files, not Golly 3.3's 18"
[ "$(jvn_files | wc -l)" = 19 ] || problem "Self-Rep/JvN holds $(jvn_files | wc -l) patterns, not Golly 3.3's 19"
[ "$(history_files | wc -l)" = 6 ] || problem "the LifeHistory list holds $(history_files | wc -l) patterns, not Golly 3.3's 6"
[ $fails -eq 0 ] || { echo "collection-coverage: $fails failed"; exit 1; }
echo "collection-coverage: of $entries files and zip members, every one of these families is compared by its script"
