package migrations

import (
	"embed"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"time"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// demoFiles is the demo catalogue, blog and partner list with their pictures (drawn by
// scripts/demo-images, never downloaded).
//
//go:embed demo/content.json demo/images/*.jpg
var demoFiles embed.FS

type demoContent struct {
	Products   []demoProduct    `json:"products"`
	Reviews    []map[string]any `json:"reviews"`
	BlogPosts  []map[string]any `json:"blogPosts"`
	Locations  []map[string]any `json:"locations"`
	HeroImages []string         `json:"heroImages"`
}

type demoProduct struct {
	Fields   map[string]any
	Variants []map[string]any
}

func (p *demoProduct) UnmarshalJSON(raw []byte) error {
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

// The demo content is loaded once, on the first start, unless DEMO_CONTENT=0. Being a
// migration, it is never loaded again, even after staff delete all of it.
func init() {
	m.Register(func(app core.App) error {
		if os.Getenv("DEMO_CONTENT") == "0" {
			return nil
		}
		raw, err := demoFiles.ReadFile("demo/content.json")
		if err != nil {
			return err
		}
		var content demoContent
		if err := json.Unmarshal(raw, &content); err != nil {
			return fmt.Errorf("demo/content.json: %w", err)
		}
		loader := &demoLoader{app: app, uploaded: map[string]string{}}
		return loader.load(content)
	}, nil)
}

type demoLoader struct {
	app      core.App
	uploaded map[string]string // demo image name -> its /uploads/ URL
}

func (l *demoLoader) load(c demoContent) error {
	productIDs := map[string]string{}
	for _, p := range c.Products {
		if err := l.imageList(p.Fields, "images"); err != nil {
			return err
		}
		product, err := l.insert("products", p.Fields)
		if err != nil {
			return err
		}
		productIDs[product.GetString("slug")] = product.Id
		for i, v := range p.Variants {
			v["productId"] = product.Id
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
			if _, err := l.insert("product_variants", v); err != nil {
				return err
			}
		}
	}
	for _, r := range c.Reviews {
		r["productId"] = productIDs[fmt.Sprint(r["product"])]
		delete(r, "product")
		if _, err := l.insert("reviews", r); err != nil {
			return err
		}
	}
	for _, post := range c.BlogPosts {
		url, err := l.upload(fmt.Sprint(post["image"]))
		if err != nil {
			return err
		}
		post["image"] = url
		datePublished(post, time.Now())
		if _, err := l.insert("blog_posts", post); err != nil {
			return err
		}
	}
	for _, loc := range c.Locations {
		if _, err := l.insert("locations", loc); err != nil {
			return err
		}
	}
	heroes := map[string]any{"heroImages": c.HeroImages}
	if err := l.imageList(heroes, "heroImages"); err != nil {
		return err
	}
	settings, err := l.app.FindFirstRecordByFilter("site_settings", "")
	if err != nil {
		return err
	}
	settings.Set("heroImages", heroes["heroImages"])
	return l.app.Save(settings)
}

// datePublished dates a demo post publishedDaysAgo days before the day the demo loads,
// so a new site's blog is as fresh as the site.
func datePublished(post map[string]any, now time.Time) {
	if days, ok := post["publishedDaysAgo"].(float64); ok {
		post["publishedAt"] = now.UTC().AddDate(0, 0, -int(days)).Format("2006-01-02")
	}
	delete(post, "publishedDaysAgo")
}

func (l *demoLoader) insert(collection string, fields map[string]any) (*core.Record, error) {
	c, err := l.app.FindCollectionByNameOrId(collection)
	if err != nil {
		return nil, err
	}
	rec := core.NewRecord(c)
	rec.Load(fields)
	if err := l.app.Save(rec); err != nil {
		return nil, fmt.Errorf("demo %s %v: %w", collection, fields["name"], err)
	}
	return rec, nil
}

// imageList replaces the demo image names in fields[key] with their /uploads/ URLs.
func (l *demoLoader) imageList(fields map[string]any, key string) error {
	names, _ := fields[key].([]any)
	if list, ok := fields[key].([]string); ok {
		for _, n := range list {
			names = append(names, n)
		}
	}
	urls := make([]string, 0, len(names))
	for _, n := range names {
		url, err := l.upload(fmt.Sprint(n))
		if err != nil {
			return err
		}
		urls = append(urls, url)
	}
	fields[key] = urls
	return nil
}

// upload stores a demo image once, however many records show it.
func (l *demoLoader) upload(name string) (string, error) {
	if url, done := l.uploaded[name]; done {
		return url, nil
	}
	data, err := demoFiles.ReadFile(path.Join("demo/images", name))
	if err != nil {
		return "", err
	}
	f, err := filesystem.NewFileFromBytes(data, name)
	if err != nil {
		return "", err
	}
	uploads, err := l.app.FindCollectionByNameOrId("file_uploads")
	if err != nil {
		return "", err
	}
	rec := core.NewRecord(uploads)
	rec.Load(map[string]any{"originalName": name, "file": f, "storagePath": f.Name, "mimeType": "image/jpeg", "size": f.Size})
	if err := l.app.Save(rec); err != nil {
		return "", fmt.Errorf("demo image %s: %w", name, err)
	}
	l.uploaded[name] = "/uploads/" + f.Name
	return l.uploaded[name], nil
}
