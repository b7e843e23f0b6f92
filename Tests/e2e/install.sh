#!/usr/bin/env bash
# `make install DESTDIR=… PREFIX=…` installs exactly the binary, the manual
# page and the bash, zsh and fish completions, each usable (the binary runs,
# the page renders, the scripts parse and complete); `make uninstall` removes
# exactly those files. It installs the debug build (CONFIG=debug), which
# `make test` has already built, so CI does not compile the release build:
# the install rules are the same for both.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
files() { (cd "$1" && find . -type f | sed 's|^\./||' | sort); }

for prefix in /usr/local /opt/lifecam; do
    root="$work/root${prefix//\//-}"
    make -s install DESTDIR="$root" PREFIX="$prefix" CONFIG=debug >"$work/log" 2>&1 || { cat "$work/log"; fail "make install failed"; }
    p=${prefix#/}
    expected=$(printf '%s\n' "$p/bin/lifecam" "$p/share/bash-completion/completions/lifecam" "$p/share/fish/vendor_completions.d/lifecam.fish" \
        "$p/share/man/man1/lifecam.1" "$p/share/zsh/site-functions/_lifecam" | sort)
    [ "$(files "$root")" = "$expected" ] || { echo "installed:"; files "$root"; fail "PREFIX=$prefix: not exactly the five files"; }
    [ -x "$root/$p/bin/lifecam" ] || fail "the binary is not executable"
    [ "$(stat -c %a "$root/$p/share/man/man1/lifecam.1")" = 644 ] || fail "the manual page is not mode 644"
    echo "PREFIX=$prefix: exactly the binary, lifecam.1 and three completions"

    "$root/$p/bin/lifecam" --version >/dev/null || fail "the installed binary does not run"
    cmp -s man/lifecam.1 "$root/$p/share/man/man1/lifecam.1" || fail "the installed page is not man/lifecam.1"
    bash -n "$root/$p/share/bash-completion/completions/lifecam" || fail "bash cannot parse the completion"
    # Bash completes the subcommand and an option's values, as a shell would ask.
    got=$(bash -c 'source "$1"; COMP_WORDS=(lifecam render --pal); COMP_CWORD=2; COMP_LINE="lifecam render --pal"; COMP_POINT=${#COMP_LINE}
                   _lifecam lifecam --pal render; printf "%s\n" "${COMPREPLY[@]}"' _ "$root/$p/share/bash-completion/completions/lifecam")
    grep -qx -- "--palette" <<<"$got" || fail "bash does not complete 'lifecam render --pal': $got"
    got=$(bash -c 'source "$1"; COMP_WORDS=(lifecam render --shape ""); COMP_CWORD=3; COMP_LINE="lifecam render --shape "; COMP_POINT=${#COMP_LINE}
                   _lifecam lifecam "" --shape; printf "%s\n" "${COMPREPLY[@]}"' _ "$root/$p/share/bash-completion/completions/lifecam")
    [ "$(sort <<<"$got" | tr '\n' ' ')" = "disc hex mix " ] || fail "bash does not complete --shape values: $got"
    echo "bash completes 'lifecam render --pal' and the --shape values"
    if [ -f /usr/share/bash-completion/bash_completion ]; then
        # bash-completion finds it by itself under PREFIX/share, as it looks in XDG_DATA_DIRS.
        got=$(XDG_DATA_DIRS="$root/$p/share" bash -c 'source /usr/share/bash-completion/bash_completion; _completion_loader lifecam; complete -p lifecam')
        grep -q -- "-F _lifecam lifecam" <<<"$got" || fail "bash-completion does not load the installed completion: $got"
        echo "bash-completion loads it from $prefix/share/bash-completion/completions"
    else
        echo "skipped: install: bash-completion is not installed, so loading the completion by itself was not tried"
    fi
    if command -v zsh >/dev/null; then
        zsh -n "$root/$p/share/zsh/site-functions/_lifecam" || fail "zsh cannot parse the completion"
        got=$(zsh -fc 'fpath=("$1" $fpath); autoload -Uz compinit; compinit -u -d "$2"; print -r -- $_comps[lifecam]' _ \
              "$root/$p/share/zsh/site-functions" "$work/zcompdump")
        [ "$got" = _lifecam ] || fail "zsh's compinit does not register _lifecam for lifecam: '$got'"
        echo "zsh parses the completion and compinit registers it from site-functions"
    else
        echo "skipped: install: zsh is not installed, so its completion was not parsed"
    fi
    if command -v fish >/dev/null; then
        fish --no-execute "$root/$p/share/fish/vendor_completions.d/lifecam.fish" || fail "fish cannot parse the completion"
        # Found by itself in PREFIX/share/fish/vendor_completions.d when XDG_DATA_DIRS lists
        # PREFIX/share (fish loads a command's completion once the command is on PATH).
        got=$(PATH="$root/$p/bin:$PATH" XDG_DATA_DIRS="$root/$p/share" fish -c "complete -C 'lifecam re'; complete -C 'lifecam render --shape '")
        grep -q "^render" <<<"$got" || fail "fish does not complete 'lifecam re': $got"
        grep -q "^hex" <<<"$got" || fail "fish does not complete the --shape values: $got"
        echo "fish finds the completion under $prefix/share and completes 'lifecam re' and --shape values"
    else
        echo "skipped: install: fish is not installed, so its completion was not tried"
    fi

    make -s uninstall DESTDIR="$root" PREFIX="$prefix" >"$work/log" 2>&1 || { cat "$work/log"; fail "make uninstall failed"; }
    [ -z "$(files "$root")" ] || { files "$root"; fail "make uninstall left files behind"; }
    echo "PREFIX=$prefix: make uninstall leaves no file"
done

# Uninstall touches nothing else: a neighbour in the same folders stays.
root="$work/shared"
make -s install DESTDIR="$root" CONFIG=debug >/dev/null 2>&1 || fail "make install failed"
echo keep >"$root/usr/local/bin/other"
make -s uninstall DESTDIR="$root" >/dev/null 2>&1
[ "$(files "$root")" = "usr/local/bin/other" ] || fail "make uninstall removed or left more than its own files: $(files "$root")"
echo "make uninstall removes only its own files"
