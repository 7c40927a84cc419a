# The README's commands. GOTOOLCHAIN=auto lets an older Go fetch the go1.27 toolchain
# that PocketBase v0.40 needs, through the module proxy.
export GOTOOLCHAIN := auto
# No cgo and no local paths (the binary is static and reproducible: see build). The same
# settings for every go command let vet and the tests reuse the packages the build
# compiled: with -trimpath only on the build, and cgo on where a C compiler is found, they
# compiled every package again (about 3 minutes on a clean cache, 2 cores).
export CGO_ENABLED := 0
export GOFLAGS := -trimpath

.PHONY: run build web test lint lint-web lint-go format test-go test-web test-e2e test-hostile bench perf soak hostile fuzz demo-images clean

# The demo content is loaded while ./pb_data is empty (no products, posts or locations).
run: build
	DEMO_CONTENT=1 bin/server serve --http=127.0.0.1:8090 --dir=./pb_data

# One self-contained binary with both web apps embedded: static (no cgo, so no C library
# to load either; the standard library's resolver and user lookups are Go's own).
build: web
	go build -o bin/server ./backend

node_modules/.installed: package.json package-lock.json packages/domain/package.json packages/vite-plugins/package.json storefront/package.json admin/package.json e2e/package.json
	npm ci --no-audit --no-fund
	touch $@

bench/node_modules/.installed: bench/package.json bench/package-lock.json
	npm ci --prefix bench --no-audit --no-fund
	touch $@

web: node_modules/.installed
	npm run build

test: build lint test-go test-web test-e2e test-hostile

# Formatting and lint of the web code (Prettier, ESLint with zero warnings) and of the Go code
# (go.mod and go.sum tidy: every module required is used, and marked direct where it is).
lint: lint-web lint-go

lint-web: node_modules/.installed
	npm run lint

lint-go:
	go mod tidy -diff
	@unformatted="$$(gofmt -l $$(git ls-files '*.go'))"; if [ -n "$$unformatted" ]; then echo "not gofmt-formatted: $$unformatted"; exit 1; fi
	go vet ./...
	go run honnef.co/go/tools/cmd/staticcheck@v0.8.2 ./...

# Rewrites the web code in the shared style (.prettierrc.json, .editorconfig).
format: node_modules/.installed
	npm run format

# go test's own 10-minute limit is a wall clock: on a busy machine pb_hooks' tests take
# longer, so the limit is one a working product never meets.
test-go:
	go test -timeout=40m ./...

test-web: node_modules/.installed
	npm test

test-e2e: build
	scripts/ensure-debian-package.sh chromium chromium
	scripts/ensure-debian-package.sh /usr/sbin/nginx nginx
	scripts/ensure-debian-package.sh caddy caddy
	scripts/ensure-debian-package.sh openssl openssl
	scripts/ensure-debian-package.sh java default-jre-headless
	scripts/ensure-versitygw.sh
	@# e2e/server/limits opens 4,000 connections at once.
	if [ "$$(ulimit -n)" -lt 8192 ]; then ulimit -n 8192 || true; fi; npm run e2e

# The hostile-traffic test, short (under a minute): 15 s of attack after 10 s without
# (see hostile). It fails on memory over the bound, an error on legitimate traffic or a
# dead server; the reads' throughput under attack is only reported (make perf checks it).
test-hostile: build
	go run ./bench -hostile=15s -hostile-baseline=10s -hostile-throughput=false -out=bench/results/hostile-quick.md

# Speeds and wall-clock checks that a loaded machine can fail, so not in make test (nor
# CI): the login timing medians (Go tests tagged perf) and the hostile test's reads
# throughput under attack. make bench runs it and reports; run it on a quiet machine.
perf: build
	go test -tags perf -run '^TestPerf' -count=1 ./...
	go run ./bench -hostile=30s -hostile-baseline=15s -out=bench/results/hostile-perf.md

# The performance report: wrk against the built server on loopback with a large
# catalogue, then the front end's bundle sizes and Lighthouse scores (under 10 minutes).
bench: build bench/node_modules/.installed
	scripts/ensure-debian-package.sh wrk wrk
	scripts/ensure-debian-package.sh chromium chromium
	scripts/ensure-debian-package.sh /usr/sbin/nginx nginx
	go run ./bench
	-$(MAKE) perf

# Mixed public traffic and staff writes for SOAKTIME on loopback: zero errors, flat memory.
SOAKTIME ?= 10m
soak: build
	scripts/ensure-debian-package.sh wrk wrk
	go run ./bench -soak=$(SOAKTIME)

# HOSTILETIME of attack (1 MB Host headers, unknown paths, junk categories and page-meta
# paths, every variant of ten large photos) while visitors read and staff write: fails
# unless memory stays under 96 MB, legitimate traffic sees no error and the reads keep
# half their throughput.
HOSTILETIME ?= 60s
hostile: build
	go run ./bench -hostile=$(HOSTILETIME)

# Fuzz every target for FUZZTIME each (make test runs only their seed corpora).
FUZZTIME ?= 30s
FUZZ_TARGETS := backend/media:FuzzImageChecks backend/media:FuzzSniffVideo \
	backend/catalog:FuzzSlugify backend/catalog:FuzzPricesAndPercentages backend/catalog:FuzzWeightsAndImagePaths \
	pb_hooks/adminapi:FuzzListParams pb_hooks:FuzzStaffBodies pb_hooks:FuzzJSONNumbers
fuzz:
	@for target in $(FUZZ_TARGETS); do \
		pkg=$${target%%:*}; name=$${target##*:}; echo "== $$name ($$pkg, $(FUZZTIME))"; \
		go test -run='^$$' -fuzz="^$$name\$$" -fuzztime=$(FUZZTIME) ./$$pkg || exit 1; \
	done

# Redraws the demo pictures (committed; a Go module of its own, outside the site's vet and lint).
demo-images:
	cd scripts/demo-images && go run .

clean:
	rm -rf bin node_modules storefront/dist/assets storefront/dist/index.html admin/dist/assets admin/dist/index.html
