#!/bin/sh
# Prints lifecam's version: `git describe` of the checkout without the tag's
# "v" (0.1.0 on a tag, 0.1.0-586-g991139f after it, -dirty with changes), or
# in a source tarball made by `make release-files` (no .git) what git archive
# wrote into packaging/VERSION. Without a tag (a shallow clone) it says
# 0.0.0-N-gHASH; without either, "unknown". The Makefile passes it to every
# build as LIFECAM_VERSION; Package.swift runs this when that is unset.
#
# `version.sh --debian [VERSION]` prints VERSION (else its own) as a Debian
# version that sorts as the releases do: the first "-" becomes "+", the
# others ".", so 0.1.0-586-g991139f is 0.1.0+586.g991139f, after 0.1.0 and
# before 0.1.1 (docs/PACKAGING.md).
cd "$(dirname "$0")/.." || exit 1
if [ "${1:-}" = --debian ]; then
    version=${2:-$(sh packaging/version.sh)}
    echo "$version" | sed 's/-/+/; s/-/./g'
    exit 0
fi
if [ "$(git rev-parse --show-toplevel 2>/dev/null)" = "$(pwd -P)" ]; then
    described=$(git describe --tags --match 'v[0-9]*' --dirty 2>/dev/null) ||
        described="v0.0.0-$(git rev-list --count HEAD)-g$(git rev-parse --short HEAD)$(git diff --quiet HEAD 2>/dev/null || echo -dirty)"
else
    described=$(cat packaging/VERSION 2>/dev/null)
fi
case $described in
    v[0-9]*) echo "${described#v}" ;;
    *) echo unknown ;;
esac
