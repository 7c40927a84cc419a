package demo

import (
	"embed"
	"encoding/json"
	"fmt"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// files are the demo's records (content.json, batches.json), its pictures and its
// certificates of analysis.
//
//go:embed content.json batches.json images/*.jpg coa/*.pdf
var files embed.FS

// content is content.json: records by collection, their fields named as in the schema,
// except where the loader resolves a name (a picture's file name, a product's slug).
type content struct {
	Products []product `json:"products"`
	// Reviews name their product by its slug ("product").
	Reviews []map[string]any `json:"reviews"`
	// BlogPosts are dated publishedDaysAgo days before the day the demo loads.
	BlogPosts []map[string]any `json:"blogPosts"`
	// Locations name the products they carry by their slugs ("carries").
	Locations []map[string]any `json:"locations"`
	// HeroImages are the home page's photos.
	HeroImages []string `json:"heroImages"`
}

// product is a product's fields and its variants (in the order the product page lists them).
type product struct {
	Fields   map[string]any
	Variants []map[string]any
}

func (p *product) UnmarshalJSON(raw []byte) error {
	if err := json.Unmarshal(raw, &p.Fields); err != nil {
		return err
	}
	var withVariants struct {
		Variants []map[string]any `json:"variants"`
	}
	if err := json.Unmarshal(raw, &withVariants); err != nil {
		return err
	}
	p.Variants = withVariants.Variants
	delete(p.Fields, "variants")
	return nil
}

// batch is a demo product's batch with its certificate (pdf, in coa/).
type batch struct {
	Product     string   `json:"product"`
	Lot         string   `json:"lot"`
	HarvestDate string   `json:"harvestDate"`
	TestDate    string   `json:"testDate"`
	LabName     string   `json:"labName"`
	LabLicense  string   `json:"labLicense"`
	THC         *float64 `json:"thc"`
	CBD         *float64 `json:"cbd"`
	Terps       *float64 `json:"terps"`
	PDF         string   `json:"pdf"`
}

func readContent() (content, error) {
	var c content
	raw, err := files.ReadFile("content.json")
	if err == nil {
		err = json.Unmarshal(raw, &c)
	}
	if err != nil {
		return c, fmt.Errorf("demo content.json: %w", err)
	}
	return c, nil
}

func readBatches() ([]batch, error) {
	var batches []batch
	raw, err := files.ReadFile("batches.json")
	if err == nil {
		err = json.Unmarshal(raw, &batches)
	}
	if err != nil {
		return nil, fmt.Errorf("demo batches.json: %w", err)
	}
	return batches, nil
}

// datePublished dates a demo post publishedDaysAgo days before the day the demo loads,
// so a new site's blog is as fresh as the site.
func datePublished(post map[string]any, now time.Time) {
	if days, ok := post["publishedDaysAgo"].(float64); ok {
		post["publishedAt"] = now.UTC().AddDate(0, 0, -int(days)).Format(catalog.PublishDateLayout)
	}
	delete(post, "publishedDaysAgo")
}
