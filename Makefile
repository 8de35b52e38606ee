# Posse: `make run` opens the desktop app, `make test` runs every test. Both first set up whatever
# is missing on a fresh Debian 12 machine: Debian packages (installed when run as root, otherwise the
# exact command is printed), npm packages (`npm ci`), and tauri-driver for the real-window tests.

SHELL := /bin/bash
.DEFAULT_GOAL := help

DEBIAN_PACKAGES := libwebkit2gtk-4.1-dev build-essential curl wget file libxdo-dev libssl-dev \
	libayatana-appindicator3-dev librsvg2-dev pkg-config xvfb xauth webkit2gtk-driver \
	chromium poppler-utils imagemagick fonts-dejavu-core rpm python3-venv
CARGO_BIN := $(HOME)/.cargo/bin
export PATH := $(CARGO_BIN):$(PATH)

UI_SOURCES := $(shell find ui/src ui/index.html ui/vite.config.ts ui/package.json -type f 2>/dev/null)

.PHONY: help run test bench setup setup-debian setup-npm setup-tauri-driver ui app cli test-build \
	test-rust test-ui test-e2e-browser test-e2e-desktop ui-fixtures check-one-build soak print-references \
	bench-startup bench-compare setup-bench release fuzz package test-package test-workflows icons docs doc-shots

help:
	@echo "make run    set up what is missing, build, and open the Posse desktop app"
	@echo "make test   set up what is missing and run every test"
	@echo "make bench  run the benchmarks (bench-startup: start-up and memory against a Tauri hello-world;"
	@echo "            bench-compare: printing against typst, ReportLab and fpdf2)"
	@echo "make fuzz   run every fuzz target (FUZZ_SECONDS each, two at a time; nightly Rust)"
	@echo "make package  build the installers this machine can: .deb and .rpm, the AppImage where its tools"
	@echo "            can be fetched (target/release/bundle/); Windows and macOS: docs/src/developers.md"
	@echo "make icons  make every icon in src-tauri/icons/ again from src-tauri/icons/posse.svg"
	@echo "make soak   kill posse 1,000 times per write operation and check every database left behind"
	@echo "make docs   build the guide (docs/, mdBook) into target/book/; doc-shots: its app pictures again"

## Setup ---------------------------------------------------------------------------------------

setup: setup-debian setup-npm

setup-debian:
	@missing=$$(for p in $(DEBIAN_PACKAGES); do \
		dpkg-query -W -f='$${db:Status-Status}\n' $$p 2>/dev/null | grep -qx installed || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		if [ "$$(id -u)" = 0 ]; then \
			echo "Installing Debian packages: $$missing"; \
			apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
		else \
			echo "Posse needs these Debian packages. Run:"; \
			echo "  sudo apt-get update && sudo apt-get install -y --no-install-recommends $$missing"; \
			exit 1; \
		fi; \
	fi

node_modules/.package-lock.json: package.json package-lock.json ui/package.json
	npm ci --no-audit --no-fund
	@touch $@

setup-npm: node_modules/.package-lock.json

setup-tauri-driver:
	@command -v tauri-driver >/dev/null || cargo install tauri-driver --locked

## Build ---------------------------------------------------------------------------------------

# The desktop app embeds ui/dist, so the UI is built before cargo builds the app.
ui/dist/index.html: node_modules/.package-lock.json $(UI_SOURCES)
	npm run build:ui

ui: ui/dist/index.html

app: setup ui
	cargo build -p posse-desktop

cli:
	cargo build -p posse --bin posse

## Run -----------------------------------------------------------------------------------------

# The guide too, so that Help and F1 open it (built once; afterwards only when docs/ changed).
run: app docs
	./target/debug/posse-desktop

## Test ----------------------------------------------------------------------------------------

test: setup setup-tauri-driver ui
	$(MAKE) test-workflows test-rust test-ui test-e2e-browser test-e2e-desktop test-package

# What `cargo test` builds (not the benches), with the tests' feature set, so that `cargo test` and
# the desktop end-to-end test share one build (a plain `cargo build` resolves features without
# dev-dependencies and rebuilds).
TEST_TARGETS := --workspace --lib --bins --tests

test-build: setup ui
	cargo build $(TEST_TARGETS)

test-rust: test-build check-one-build
	cargo test --workspace

# The real backend's answers that the UI's unit tests and the browser tests' fake backends read,
# recorded from the CLI of the shared build into tests/ui-fixtures/recorded/ (test data: not in
# ui/src, not in git). A few seconds.
ui-fixtures: test-build
	node tests/e2e/browser/record-all.mjs $(CURDIR)/target/debug/posse

# Fails if `make run` would build the dependency tree again after `make test` (see the script).
check-one-build:
	node tests/build/one-build.mjs

test-ui: setup-npm ui-fixtures
	npm run test:ui

test-e2e-browser: ui ui-fixtures
	npm run test:e2e:browser

# The real-window tests end with whatever they started (tests/e2e/desktop/window.mjs); the time limit
# is a last guard, so that a window left open can only fail this step, never hold CI until its end.
# One file at a time: their windows share one X screen, and screenshots are taken from it.
test-e2e-desktop: test-build setup-tauri-driver
	timeout --kill-after=20 900 xvfb-run -a -s "-screen 0 1280x800x24" node --test --test-force-exit --test-concurrency=1 tests/e2e/desktop/

## Benchmarks ----------------------------------------------------------------------------------

bench:
	cargo bench -p posse

# The crash trials of tests/posse/crash.rs at scale: 1,000 SIGKILLs per operation instead of 40
# (POSSE_CRASH_SEED=N replays a run). Prints whole / none / half for each operation.
soak: test-build
	POSSE_CRASH_TRIALS=1000 cargo test --workspace --test posse crash

# Page 1 of every printable, printed from the demo campaigns, as committed PNGs in
# tests/print/references/ (look at them; a change shows in the diff).
print-references:
	cargo build --workspace --bin posse
	tests/print/make-references.sh target/debug/posse
	@# The guide shows some of them: the same files (tests/posse/docs.rs checks).
	@for f in docs/src/images/*.png; do \
		ref=tests/print/references/$$(basename $$f); [ -f $$ref ] && cp $$ref $$f || true; done

## The guide ------------------------------------------------------------------------------------

# The guide (docs/, an mdBook) built into target/book/, offline (no fonts or scripts from the web), by
# src-tauri/guide.mjs, which the installers' build runs too (they carry it: Help and F1 open it). mdBook
# comes from crates.io, pinned, into target/tools/ the first time (3-4 minutes of build on 2 cores), so
# `make test` does not build the book except for the packages it checks: tests/posse/docs.rs checks
# every link, picture, console example and the command line reference instead.
docs:
	node src-tauri/guide.mjs

# The guide's pictures of the app, taken again by the real-window tests at their key steps
# (POSSE_DOC_SHOTS=1: tests/e2e/desktop/window.mjs), into docs/src/images/.
doc-shots:
	POSSE_DOC_SHOTS=1 $(MAKE) test-e2e-desktop

# What the start-up and print benchmarks need besides the build: xwininfo, bc, GNU time, a venv.
setup-bench:
	@$(MAKE) --no-print-directory setup-debian DEBIAN_PACKAGES="x11-utils bc time python3-venv xvfb poppler-utils"

# The release build of both binaries (the app and the CLI).
release: setup ui
	cargo build --release -p posse-desktop -p posse --bins

# The shared benchmark scripts (`../shared/bench` beside the project).
SHARED_BENCH := $(abspath $(CURDIR)/../shared/bench)
STARTUP_RUNS ?= 15

# Start-up time and memory of the release app against a Tauri 2 hello-world built the same way
# (benches/hello, its own workspace, built into target/hello): interleaved runs, medians, ratio.
bench-startup: release setup-bench
	cargo build --release --manifest-path benches/hello/Cargo.toml --target-dir target/hello
	benches/startup.sh $(STARTUP_RUNS) $(SHARED_BENCH)/startup.sh target/release/posse-desktop target/hello/release/posse-hello target/release/posse

# Print times against typst, ReportLab and fpdf2 (../shared/bench/README.md), from a Python venv with
# the pinned generators under .bench-scratch/ (ignored by git).
BENCH_SCRATCH := $(CURDIR)/.bench-scratch
BENCH_GENS ?= typst typst-notags reportlab fpdf2
BENCH_RUNS ?= 10

$(BENCH_SCRATCH)/venv/bin/python:
	python3 -m venv $(BENCH_SCRATCH)/venv || { echo "python3 -m venv failed: apt-get install python3-venv"; exit 1; }
	$(BENCH_SCRATCH)/venv/bin/python -m pip install -q reportlab==5.1.0 fpdf2==2.8.9 typst==0.15.2

bench-compare: setup-bench $(BENCH_SCRATCH)/venv/bin/python
	cargo build --release --workspace --bin posse
	BENCH_SCRATCH=$(BENCH_SCRATCH) GENS="$(BENCH_GENS)" benches/compare.sh $(SHARED_BENCH) target/release/posse $(BENCH_RUNS)

## Fuzzing -------------------------------------------------------------------------------------

# Every cargo-fuzz target (fuzz/, nightly) for FUZZ_SECONDS each, two at a time, each starting from
# its committed corpus (tests/fuzz-corpus/<target>/) and keeping what it finds in target/fuzz-corpus/.
# A crash leaves its input in fuzz/artifacts/<target>/: fix it in the library and commit the input
# to tests/fuzz-corpus/<target>/finding-<what>, where `make test` replays it.
FUZZ_SECONDS ?= 600
FUZZ_TARGETS := campaign_import character game aftermath scenario house_tables portrait template

fuzz:
	@command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
	cargo +nightly fuzz build -a --target-dir target/fuzz
	printf '%s\n' $(FUZZ_TARGETS) | xargs -P 2 -I{} sh -c 'mkdir -p target/fuzz-corpus/{} && \
		cargo +nightly fuzz run -a --target-dir target/fuzz {} target/fuzz-corpus/{} tests/fuzz-corpus/{} -- \
		-max_total_time=$(FUZZ_SECONDS) -timeout=10 -rss_limit_mb=2048 -dict=fuzz/posse.dict -print_final_stats=1 \
		> target/fuzz-{}.log 2>&1; status=$$?; tail -n 12 target/fuzz-{}.log; exit $$status'

## Package ---------------------------------------------------------------------------------------

# Every icon (.ico, .icns, the PNG sizes) from the one source picture, by Tauri's `tauri icon`;
# the results are committed. Posse has no mobile builds: their icons are left out.
icons: setup-npm
	npx tauri icon src-tauri/icons/posse.svg -o src-tauri/icons
	rm -rf src-tauri/icons/android src-tauri/icons/ios

# The installers (Tauri's bundler, from the @tauri-apps/cli npm package) from the release build:
# posse-desktop, its desktop file and icons, and the posse CLI (staged by src-tauri/cli-sidecar.mjs
# for tauri.installers.conf.json's externalBin) in /usr/bin. The .deb and .rpm always; the AppImage
# needs AppRun and linuxdeploy, which Tauri's bundler downloads from GitHub: where it cannot, this
# says so and the release workflow (.github/workflows/release.yml) builds it.
INSTALLERS_CONFIG := src-tauri/tauri.installers.conf.json

package: release docs
	node src-tauri/cli-sidecar.mjs --from target/release/posse
	npx tauri bundle --bundles deb,rpm --config $(INSTALLERS_CONFIG)
	@if npx tauri bundle --bundles appimage --config $(INSTALLERS_CONFIG) > target/release/appimage.log 2>&1; then \
		echo "AppImage: built"; \
	else \
		echo "AppImage: not built on this machine (Tauri's bundler could not download its AppImage tools; target/release/appimage.log says why)"; \
	fi
	@find target/release/bundle -maxdepth 2 -type f -name 'Posse*'

# `make test` checks a .deb and an .rpm made the same way from the debug build it has already made
# (no second, release build in CI): what they hold, and that the binaries they install run.
test-package: test-build docs
	node src-tauri/cli-sidecar.mjs --from target/debug/posse
	npx tauri bundle --debug --bundles deb,rpm --config $(INSTALLERS_CONFIG)
	node --test --test-force-exit tests/package/

## Workflows -------------------------------------------------------------------------------------

# The GitHub workflows (.github/workflows/) checked against GitHub's workflow schema and audited by
# zizmor (no finding of medium or higher), and Tauri's configuration for each system against
# Tauri's schema. The tools, pinned in tests/workflows/requirements.txt, are installed into
# target/workflow-tools/ the first time (PyPI); after that they need no network.
WORKFLOW_TOOLS := target/workflow-tools

$(WORKFLOW_TOOLS)/.installed: tests/workflows/requirements.txt
	rm -rf $(WORKFLOW_TOOLS)
	python3 -m venv $(WORKFLOW_TOOLS) || { echo "python3 -m venv failed: apt-get install python3-venv"; exit 1; }
	$(WORKFLOW_TOOLS)/bin/python -m pip install -q --disable-pip-version-check -r tests/workflows/requirements.txt
	@touch $@

test-workflows: $(WORKFLOW_TOOLS)/.installed setup-npm
	$(WORKFLOW_TOOLS)/bin/check-jsonschema --builtin-schema vendor.github-workflows .github/workflows/*.yml
	$(WORKFLOW_TOOLS)/bin/zizmor --offline --min-severity medium .github/workflows/
	node tests/package/merge-configs.mjs target/tauri-configs
	@# Tauri's schema writes a pattern that is a regex in ECMAScript's non-unicode mode only.
	$(WORKFLOW_TOOLS)/bin/check-jsonschema --regex-variant nonunicode \
		--schemafile node_modules/@tauri-apps/cli/config.schema.json target/tauri-configs/*.json
