package main

import (
	"bytes"
	"os"
	"testing"
)

// The committed TypeScript must be what the Go side generates now.
func TestGeneratedTypeScriptIsCurrent(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("../../packages/domain/src/generated.ts")
	if err != nil {
		t.Fatalf("%v: run go generate ./backend/catalog", err)
	}
	if !bytes.Equal(got, want) {
		t.Error("packages/domain/src/generated.ts is stale: run go generate ./backend/catalog")
	}
}

func TestGeneratedMessagesAreCurrent(t *testing.T) {
	got, err := os.ReadFile(messagesOut)
	if err != nil {
		t.Fatalf("%v: run go generate ./backend/catalog", err)
	}
	if !bytes.Equal(got, generateMessages()) {
		t.Error("packages/domain/src/generatedMessages.ts is stale: run go generate ./backend/catalog")
	}
}

func TestGeneratedPathsAreCurrent(t *testing.T) {
	want, err := generatePaths()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(pathsOut)
	if err != nil {
		t.Fatalf("%v: run go generate ./backend/api", err)
	}
	if !bytes.Equal(got, want) {
		t.Error("packages/domain/src/paths.ts is stale: run go generate ./backend/api")
	}
}

// Each answer type is written once: a type listed twice is refused, not emitted twice.
func TestEachTypeIsWrittenOnce(t *testing.T) {
	if err := refuseTypesListedTwice(); err != nil {
		t.Fatal(err)
	}
	ts, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"MissingImage", "ImageStats", "Product"} {
		if n := bytes.Count(ts, []byte("export interface "+name+" {")); n != 1 {
			t.Errorf("interface %s is written %d times", name, n)
		}
	}
	saved := apiTypes
	defer func() { apiTypes = saved }()
	apiTypes = append(apiTypes, apiTypes[0])
	if _, err := generate(); err == nil {
		t.Error("a type listed twice was accepted")
	}
}
