# The README's commands. GOTOOLCHAIN=auto lets an older Go fetch the go1.27 toolchain
# that PocketBase v0.40 needs, through the module proxy.
export GOTOOLCHAIN := auto

GO_SOURCES := $(shell find backend pb_hooks pb_migrations storefront admin -name '*.go' -not -path '*/node_modules/*') go.mod go.sum

.PHONY: run build web test test-go test-web test-e2e clean

run: build
	bin/server serve --http=127.0.0.1:8090 --dir=./pb_data

build: bin/server

bin/server: web $(GO_SOURCES)
	go build -trimpath -o bin/server ./backend

node_modules/.installed: package.json package-lock.json storefront/package.json admin/package.json e2e/package.json
	npm ci --no-audit --no-fund
	touch $@

web: node_modules/.installed
	npm run build

test: build test-go test-web test-e2e

test-go:
	go test ./...

test-web: node_modules/.installed
	npm test

test-e2e: build
	scripts/ensure-chromium.sh
	npm run e2e

clean:
	rm -rf bin storefront/dist admin/dist node_modules
