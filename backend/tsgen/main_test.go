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
