# lifecam — the README's two commands, `make run` and `make test`, set up
# everything on a fresh Debian machine: they install what is missing first.

SWIFT      ?= swift
BIN        := .build/debug/lifecam
RELEASE    := .build/release
# Debian packages the build and the tests need.
DEPS       := pkg-config libncurses-dev libpng-dev libv4l-dev zlib1g-dev libzip-dev libsixel-dev tmux python3
# What the tests check lifecam against: Golly's bgolly and collection, ffmpeg's ffprobe,
# xmllint and rsvg-convert for SVG, bash-completion, zsh and fish to load the installed completions, man,
# asciinema to play the casts lifecam writes, kitty-terminfo for TERM=xterm-kitty (tui.sh, pixels.sh).
# debootstrap and qemu-user for the package's test (a clean Debian root, a CPU without AVX2).
TEST_DEPS  := golly ffmpeg librsvg2-bin libxml2-utils zsh fish bash-completion man-db asciinema kitty-terminfo debootstrap qemu-user
# Extra packages only `make bench` needs (measuring sticks to compare against; time for /usr/bin/time -v).
BENCH_DEPS := timg chafa time
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# End-to-end scripts that `make test` runs after the Swift tests.
E2E        := $(sort $(wildcard Tests/e2e/*.sh))
# Seconds each libFuzzer target runs: `make fuzz` (FUZZ_SECONDS=600 make fuzz for a
# long campaign) and, briefly, `make test`.
FUZZ_SECONDS ?= 60
TEST_FUZZ_SECONDS ?= 5
# Benchmark scripts that `make bench` runs; each prints its own figures.
BENCHES    := $(sort $(wildcard Benchmarks/*.sh))
# `make install`: where (PREFIX), under which staging root (DESTDIR), and which
# build it installs (release; the install test uses CONFIG=debug, already built).
PREFIX     ?= /usr/local
DESTDIR    ?=
CONFIG     ?= release
BINDIR     := $(DESTDIR)$(PREFIX)/bin
MAN1DIR    := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR    := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR     := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR    := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The manual page, generated from the command-line definitions by `make man`
# (swift-argument-parser's generate-manual tool) and checked in; MAN_OUT and
# MAN_DATE let the staleness test regenerate it elsewhere with its own date.
MAN_OUT    ?= man
MAN_DATE   ?= $(shell date -u +%Y-%m-%d)

# The version, `git describe` without the tag's "v" (packaging/version.sh):
# every build made through make gets it as LIFECAM_VERSION, which Package.swift
# hands to `lifecam --version` and `make deb` to the package.
VERSION    := $(shell sh packaging/version.sh)
export LIFECAM_VERSION := $(VERSION)
# What `make deb` needs besides the build's packages: dpkg-shlibdeps and
# dpkg-gencontrol, a C compiler for the launcher, lintian.
DEB_DEPS   := dpkg-dev gcc lintian
# Where `make deb` and `make release-files` put what they make, and which
# build `make deb` packages: release (both CPU levels), or debug (one level,
# relinked from `make test`'s build: the package's end-to-end test uses it).
DIST       ?= dist
DEB_CONFIG ?= release

.PHONY: deps test-deps bench-deps build release run test bench fuzz clean install uninstall man deb release-files

# install PACKAGES: apt-get installs those of them that are missing (apt-get update once).
install = missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

deps:
	@$(call install,$(DEPS))

test-deps:
	@$(call install,$(DEPS) $(TEST_DEPS) $(DEB_DEPS))

bench-deps:
	@$(call install,$(DEPS) $(TEST_DEPS) $(BENCH_DEPS))

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release

run: deps
	$(SWIFT) build -c release --product lifecam
	$(RELEASE)/lifecam

test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	@bash Tests/e2e/run-all $(E2E)
	@FUZZ_SECONDS=$(TEST_FUZZ_SECONDS) bash Fuzz/run.sh

fuzz: test-deps
	@FUZZ_SECONDS=$(FUZZ_SECONDS) bash Fuzz/run.sh

bench: bench-deps release
	@for b in $(BENCHES); do echo "== $$b"; bash $$b || exit 1; done

# The binary, the manual page and bash, zsh and fish completions (made by the
# binary itself); `uninstall` removes exactly these files. Under sudo it installs
# what `make release` built and builds nothing, so no root-owned file lands in .build.
install: deps
	@set -e; bin=$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/lifecam; \
	if [ -z "$$SUDO_USER" ]; then $(SWIFT) build -c $(CONFIG) --product lifecam; \
	elif [ ! -x "$$bin" ]; then echo "make install: $$bin is not built: run make release first (without sudo)"; exit 1; fi; \
	install -d "$(BINDIR)" "$(MAN1DIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"; \
	install -m 755 "$$bin" "$(BINDIR)/lifecam"; \
	install -m 644 man/lifecam.1 "$(MAN1DIR)/lifecam.1"; \
	"$$bin" --generate-completion-script bash > "$(BASHDIR)/lifecam"; \
	"$$bin" --generate-completion-script zsh > "$(ZSHDIR)/_lifecam"; \
	"$$bin" --generate-completion-script fish > "$(FISHDIR)/lifecam.fish"; \
	chmod 644 "$(BASHDIR)/lifecam" "$(ZSHDIR)/_lifecam" "$(FISHDIR)/lifecam.fish"; \
	echo "installed $(BINDIR)/lifecam, its manual page and bash, zsh and fish completions"

uninstall:
	rm -f "$(BINDIR)/lifecam" "$(MAN1DIR)/lifecam.1" "$(BASHDIR)/lifecam" "$(ZSHDIR)/_lifecam" "$(FISHDIR)/lifecam.fish"

# Regenerates man/lifecam.1 from the command-line definitions. Blank lines
# (paragraphs in --help texts) become .Pp, which mdoc wants instead.
man: deps
	$(SWIFT) build --product lifecam
	$(SWIFT) build --product generate-manual
	@set -e; bin=$$($(SWIFT) build --show-bin-path); mkdir -p "$(MAN_OUT)"; \
	"$$bin/generate-manual" "$$bin/lifecam" --date $(MAN_DATE) --output-directory "$(MAN_OUT)"; \
	sed -i 's/^$$/.Pp/' "$(MAN_OUT)/lifecam.1"

clean:
	rm -rf .build .build-fuzz .build-deb

# lifecam_VERSION_ARCH.deb in DIST: the Swift runtime linked in, a build for
# any CPU of the architecture and (amd64) one for x86-64-v3 that glibc picks
# where the CPU has it; then lintian, which must report no error or warning.
deb: deps
	@$(call install,$(DEB_DEPS))
	@bash packaging/deb.sh "$(DIST)" $(DEB_CONFIG)

# The files of a release in DIST: the .deb, the source tarball (git archive,
# the version in its name) and SHA256SUMS. On a tag: git tag -a vX.Y.Z first.
release-files: deb
	@bash packaging/release-files.sh "$(DIST)"
