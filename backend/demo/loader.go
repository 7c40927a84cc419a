package demo

import (
	"cmp"
	"fmt"
	"path"
	"slices"
	"strings"
	"time"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// loader saves the demo's records in one transaction (app).
type loader struct {
	app      core.App
	now      time.Time
	uploaded map[string]string       // a demo file's name -> its /uploads/ URL
	products map[string]*core.Record // by slug
}

func (l *loader) load(c content, batches []batch) error {
	for _, p := range c.Products {
		if err := l.product(p); err != nil {
			return err
		}
	}
	for _, r := range c.Reviews {
		product, ok := l.products[fmt.Sprint(r["product"])]
		if !ok {
			return fmt.Errorf("a review of no demo product %q", r["product"])
		}
		r["productId"] = product.Id
		delete(r, "product")
		if _, err := l.insert(catalog.ReviewsCollection, r); err != nil {
			return err
		}
	}
	for _, post := range c.BlogPosts {
		url, err := l.upload(path.Join("images", fmt.Sprint(post["image"])))
		if err != nil {
			return err
		}
		post["image"] = url
		datePublished(post, l.now)
		if _, err := l.insert(catalog.BlogPostsCollection, post); err != nil {
			return err
		}
	}
	for _, loc := range c.Locations {
		if err := l.location(loc); err != nil {
			return err
		}
	}
	if err := l.heroImages(c.HeroImages); err != nil {
		return err
	}
	// Last, as the migrations loaded them: the uploads keep their order.
	for _, b := range batches {
		if err := l.batch(b); err != nil {
			return fmt.Errorf("batch %s: %w", b.Lot, err)
		}
	}
	return nil
}

// product saves a product and its variants, which take its category unless they name
// one and are in stock unless they say otherwise.
func (l *loader) product(p product) error {
	if err := l.imageList(p.Fields, "images"); err != nil {
		return err
	}
	rec, err := l.insert(catalog.ProductsCollection, p.Fields)
	if err != nil {
		return err
	}
	l.products[rec.GetString("slug")] = rec
	for i, v := range p.Variants {
		v["productId"] = rec.Id
		v["sortOrder"] = i
		if _, ok := v["category"]; !ok {
			v["category"] = p.Fields["category"]
		}
		if _, ok := v["inStock"]; !ok {
			v["inStock"] = true
		}
		if err := l.imageList(v, "images"); err != nil {
			return err
		}
		if _, err := l.insert(catalog.VariantsCollection, v); err != nil {
			return err
		}
	}
	return nil
}

// batch saves a product's batch with its certificate and makes it the product's current one.
func (l *loader) batch(b batch) error {
	product, ok := l.products[b.Product]
	if !ok {
		return fmt.Errorf("no demo product %q", b.Product)
	}
	certificate, err := l.upload(path.Join("coa", b.PDF))
	if err != nil {
		return err
	}
	rec, err := l.insert(catalog.BatchesCollection, map[string]any{
		"productId": product.Id, "lot": b.Lot, "harvestDate": b.HarvestDate, "testDate": b.TestDate,
		"labName": b.LabName, "labLicense": b.LabLicense, "coa": certificate,
		"thc": b.THC, "cbd": b.CBD, "terps": b.Terps,
	})
	if err != nil {
		return err
	}
	// Read back: the record saved at its creation keeps its blank original, which the
	// hooks would take for the product before this change (a rename, a publish).
	stored, err := l.app.FindRecordById(catalog.ProductsCollection, product.Id)
	if err != nil {
		return err
	}
	stored.Set(catalog.CurrentBatchField, rec.Id)
	return l.app.Save(stored)
}

// location saves a partner with the products it carries, listed by name.
func (l *loader) location(fields map[string]any) error {
	slugs, _ := fields["carries"].([]any)
	delete(fields, "carries")
	carried := make([]*core.Record, 0, len(slugs))
	for _, slug := range slugs {
		p, ok := l.products[fmt.Sprint(slug)]
		if !ok {
			return fmt.Errorf("%v carries no demo product %q", fields["name"], slug)
		}
		carried = append(carried, p)
	}
	slices.SortFunc(carried, func(a, b *core.Record) int { return strings.Compare(a.GetString("name"), b.GetString("name")) })
	ids := make([]string, len(carried))
	for i, p := range carried {
		ids[i] = p.Id
	}
	fields[catalog.CarriedProductsField] = ids
	_, err := l.insert(catalog.LocationsCollection, fields)
	return err
}

// heroImages gives the home page the demo's photos, unless the site has its own.
func (l *loader) heroImages(names []string) error {
	settings, err := l.app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		return err
	}
	if len(settings.GetStringSlice("heroImages")) > 0 {
		return nil
	}
	fields := map[string]any{"heroImages": names}
	if err := l.imageList(fields, "heroImages"); err != nil {
		return err
	}
	settings.Set("heroImages", fields["heroImages"])
	return l.app.Save(settings)
}

func (l *loader) insert(collection string, fields map[string]any) (*core.Record, error) {
	c, err := l.app.FindCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	rec := core.NewRecord(c)
	rec.Load(fields)
	if err := l.app.Save(rec); err != nil {
		return nil, fmt.Errorf("%s %v: %w", collection, cmp.Or(fields["name"], fields["title"], fields["author"]), err)
	}
	return rec, nil
}

// imageList replaces the demo picture names in fields[key] with their /uploads/ URLs.
func (l *loader) imageList(fields map[string]any, key string) error {
	var names []string
	switch list := fields[key].(type) {
	case []string:
		names = list
	case []any:
		for _, n := range list {
			names = append(names, fmt.Sprint(n))
		}
	}
	urls := make([]string, 0, len(names))
	for _, name := range names {
		url, err := l.upload(path.Join("images", name))
		if err != nil {
			return err
		}
		urls = append(urls, url)
	}
	fields[key] = urls
	return nil
}

// upload stores a demo file (images/x.jpg, coa/x.pdf) as an upload once, however many
// records show it, and returns its /uploads/ URL.
func (l *loader) upload(name string) (string, error) {
	if url, done := l.uploaded[name]; done {
		return url, nil
	}
	data, err := files.ReadFile(name)
	if err != nil {
		return "", err
	}
	f, err := filesystem.NewFileFromBytes(data, path.Base(name))
	if err != nil {
		return "", err
	}
	mimeType := "image/jpeg"
	if path.Ext(name) == ".pdf" {
		mimeType = "application/pdf"
	}
	rec, err := media.Save(l.app, f, mimeType)
	if err != nil {
		return "", fmt.Errorf("demo file %s: %w", name, err)
	}
	l.uploaded[name] = media.URL(rec)
	return l.uploaded[name], nil
}
