package main

import (
	"bytes"
	"os"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// The committed typed records must be what the registry generates now.
func TestGeneratedRecordsAreCurrent(t *testing.T) {
	want, err := generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("%v: run go generate ./backend/catalog", err)
	}
	if !bytes.Equal(got, want) {
		t.Error("backend/catalog/records_gen.go is stale: run go generate ./backend/catalog")
	}
}

// A field whose accessor would hide one of core.Record's methods with another meaning
// is refused, so a typed record never changes what Collection() or Get() mean.
func TestAnAccessorHidingTheRecordsMethodIsRefused(t *testing.T) {
	clash := catalog.Collection{Record: "Clash", Schema: &catalog.Schema{Collection: "clashes", Fields: []catalog.Field{
		{Name: "collection", Kind: catalog.TextKind},
	}}}
	var b bytes.Buffer
	if err := writeRecord(&b, &clash, "ClashesCollection"); err == nil {
		t.Fatal("a field named collection was given an accessor hiding core.Record's Collection()")
	}
	clash.Schema.Fields[0].GoName = "CollectionName"
	if err := writeRecord(&b, &clash, "ClashesCollection"); err != nil {
		t.Fatal(err)
	}
}

func TestGoNames(t *testing.T) {
	for name, want := range map[string]string{
		"productId": "ProductID", "strainTestUrl": "StrainTestURL", "thc": "THC", "totpPendingSecret": "TOTPPendingSecret",
		"imageAlts": "ImageAlts", "html": "HTML", "fromPath": "FromPath", "smtpRequireTLS": "SMTPRequireTLS",
	} {
		if got := goName(catalog.Field{Name: name}); got != want {
			t.Errorf("goName(%q) = %q, want %q", name, got, want)
		}
	}
}
