# lifecam — the README's two commands, `make run` and `make test`, set up
# everything on a fresh Debian machine: they install what is missing first.

SWIFT      ?= swift
BIN        := .build/debug/lifecam
RELEASE    := .build/release
# Debian packages the build and the tests need.
DEPS       := pkg-config libncurses-dev libpng-dev libv4l-dev tmux python3
# What the tests check lifecam against: Golly's bgolly and collection, ffmpeg's ffprobe, xmllint and rsvg-convert for SVG.
TEST_DEPS  := golly ffmpeg librsvg2-bin libxml2-utils
# Extra packages only `make bench` needs (measuring sticks to compare against).
BENCH_DEPS := timg
SUDO       := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# End-to-end scripts that `make test` runs after the Swift tests.
E2E        := $(sort $(wildcard Tests/e2e/*.sh))
# Seconds each libFuzzer target runs: `make fuzz` (FUZZ_SECONDS=600 make fuzz for a
# long campaign) and, briefly, `make test`.
FUZZ_SECONDS ?= 60
TEST_FUZZ_SECONDS ?= 5
# Benchmark scripts that `make bench` runs; each prints its own figures.
BENCHES    := $(sort $(wildcard Benchmarks/*.sh))

.PHONY: deps test-deps bench-deps build release run test bench fuzz clean

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
	@$(call install,$(DEPS) $(TEST_DEPS))

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

clean:
	rm -rf .build .build-fuzz
