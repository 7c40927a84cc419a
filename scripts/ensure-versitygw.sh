#!/usr/bin/env bash
# The S3 integration test runs versitygw, a real S3 server, on loopback. It is built
# from the Go module proxy into bin/tools (once; a few minutes on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
version=v1.8.0
stamp=bin/tools/versitygw.version
if [ -x bin/tools/versitygw ] && [ "$(cat "$stamp" 2>/dev/null)" = "$version" ]; then exit 0; fi
echo "building versitygw $version for the S3 test..."
GOBIN="$PWD/bin/tools" go install -trimpath "github.com/versity/versitygw/cmd/versitygw@$version"
echo "$version" > "$stamp"
