package main

import (
	"fmt"
	"time"

	"github.com/hudsonvalley/farmsite/backend/demo"
	"github.com/hudsonvalley/farmsite/backend/staffauth"
	_ "github.com/hudsonvalley/farmsite/pb_migrations"
	"github.com/pocketbase/pocketbase/core"
)

// catalogue is the size of the data the benchmark serves.
type catalogue struct {
	products, variantsEach, posts, locations int
}

// largeCatalogue is the benchmark's, the soak's and the hostile test's data.
var largeCatalogue = catalogue{products: 500, variantsEach: 4, posts: 300, locations: 50}

func (c catalogue) String() string {
	return fmt.Sprintf("%d products x %d variants, %d posts, %d locations", c.products, c.variantsEach, c.posts, c.locations)
}

var strainWords = []string{"Catskill", "Hudson", "Rondout", "Esopus", "Shawangunk", "Kaaterskill", "Overlook", "Minnewaska", "Taconic", "Mohonk", "Saugerties", "Wallkill"}
var strainKinds = []string{"Haze", "Kush", "Gas", "Cookies", "Sherbet", "Diesel", "Dream", "Skunk", "Glue", "Runtz"}

// staffAccount is the username and password of the i-th staff account seed makes.
func staffAccount(i int) (username, password string) {
	return fmt.Sprintf("bench-%d", i+1), fmt.Sprintf("bench-password-%d", i+1)
}

// seed fills a fresh data dir: the migrations, the demo content (for its pictures) and
// then the demo's catalogue, posts and partners replaced by c's numbers. It returns
// session tokens of staff accounts, one per staff session the writes phase runs.
func seed(dir string, c catalogue, staffSessions int) ([]string, error) {
	tokens, err := seedData(dir, c, staffSessions)
	if err != nil {
		return nil, fmt.Errorf("seeding %s: %w", dir, err)
	}
	return tokens, nil
}

func seedData(dir string, c catalogue, staffSessions int) (tokens []string, err error) {
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: dir})
	if err := app.Bootstrap(); err != nil {
		return nil, err
	}
	defer app.ClearBootstrap()
	if err := app.RunAllMigrations(); err != nil {
		return nil, err
	}
	if err := demo.Load(app); err != nil {
		return nil, err
	}
	// The load generator's visitors and staff (127.0.0.1) are the only trusted proxy, as
	// a proxy in front would be; the hostile test's attacks come from other loopback
	// networks, strangers as on the internet, held to each network's share.
	if _, err := app.DB().NewQuery(`UPDATE site_private_settings SET trustedProxies = '["127.0.0.1/32"]'`).Execute(); err != nil {
		return nil, err
	}
	var images []string
	if err := app.DB().NewQuery("SELECT '/uploads/' || storagePath FROM file_uploads WHERE originalName LIKE 'product-%'").Column(&images); err != nil {
		return nil, err
	}
	var blogImages []string
	if err := app.DB().NewQuery("SELECT '/uploads/' || storagePath FROM file_uploads WHERE originalName LIKE 'blog-%'").Column(&blogImages); err != nil {
		return nil, err
	}
	staff, err := app.FindCollectionByNameOrId("staff")
	if err != nil {
		return nil, err
	}
	for i := 0; i < staffSessions; i++ {
		rec := core.NewRecord(staff)
		username, password := staffAccount(i)
		rec.Set("username", username)
		rec.SetPassword(password)
		if err := app.Save(rec); err != nil {
			return nil, err
		}
		token, _, err := staffauth.Start(app, rec, "bench", "127.0.0.1", time.Now())
		if err != nil {
			return nil, err
		}
		tokens = append(tokens, token)
	}
	var certificates []string
	if err := app.DB().NewQuery("SELECT '/uploads/' || storagePath FROM file_uploads WHERE mimeType = 'application/pdf'").Column(&certificates); err != nil {
		return nil, err
	}
	return tokens, app.RunInTransaction(func(tx core.App) error {
		for _, table := range []string{"batches", "product_variants", "reviews", "products", "blog_posts", "locations"} {
			if _, err := tx.DB().NewQuery("DELETE FROM " + table).Execute(); err != nil {
				return err
			}
		}
		products, _ := tx.FindCollectionByNameOrId("products")
		variants, _ := tx.FindCollectionByNameOrId("product_variants")
		weights := []string{"3.5g", "7g", "14g", "1 oz"}
		for i := 0; i < c.products; i++ {
			name := fmt.Sprintf("%s %s %d", strainWords[i%len(strainWords)], strainKinds[(i/len(strainWords))%len(strainKinds)], i+1)
			p := core.NewRecord(products)
			p.Load(map[string]any{
				"name": name, "slug": fmt.Sprintf("strain-%d", i+1), "category": "Flower", "price": 40 + float64(i%20),
				"description": "A sun-grown cultivar from the Hudson Valley with a bright citrus nose, dense buds and a slow, even burn. Hand-trimmed and cured in glass.",
				"images":      []string{images[i%len(images)], images[(i+1)%len(images)]}, "thc": 20 + float64(i%10), "cbd": nil, "terps": 2.5,
				"inStock": i%7 != 0, "featured": i%50 == 0, "size": "1/8 oz", "terpenes": []string{"Limonene", "Myrcene"}, "effects": []string{"Relaxed"},
				"status": "published",
			})
			if err := tx.Save(p); err != nil {
				return err
			}
			if err := seedBatch(tx, p, i, certificates); err != nil {
				return err
			}
			for v := 0; v < c.variantsEach; v++ {
				r := core.NewRecord(variants)
				r.Load(map[string]any{
					"productId": p.Id, "name": weights[v%len(weights)], "weight": weights[v%len(weights)], "category": "Flower",
					"price": 40 + float64(v*40), "images": []string{images[(i+v)%len(images)]}, "inStock": true, "sortOrder": v,
				})
				if err := tx.Save(r); err != nil {
					return err
				}
			}
		}
		posts, _ := tx.FindCollectionByNameOrId("blog_posts")
		for i := 0; i < c.posts; i++ {
			r := core.NewRecord(posts)
			r.Load(map[string]any{
				"title": fmt.Sprintf("Notes from the Field, Week %d", i+1), "slug": fmt.Sprintf("notes-from-the-field-%d", i+1),
				"content": "We walked the rows at dawn and counted the flowers.\n\nThe cover crop is coming up between the beds, and the pond is full after the rain.",
				"author":  "Hudson Valley Farm Team", "image": blogImages[i%len(blogImages)],
				"publishedAt": fmt.Sprintf("20%02d-%02d-%02d", 10+i/300, 1+(i/28)%12, 1+i%28),
				"status":      "published",
			})
			if err := tx.Save(r); err != nil {
				return err
			}
		}
		locations, _ := tx.FindCollectionByNameOrId("locations")
		for i := 0; i < c.locations; i++ {
			r := core.NewRecord(locations)
			r.Load(map[string]any{
				"name": fmt.Sprintf("Partner Dispensary %d", i+1), "address": fmt.Sprintf("%d Main Street", 10+i), "city": "Kingston", "state": "NY", "zip": "12401",
				"phone": "(845) 555-0100", "hours": "Monday: 10:00 AM - 8:00 PM\nTuesday: 10:00 AM - 8:00 PM", "mapUrl": "https://maps.example.com/" + fmt.Sprint(i),
				"description": "A licensed dispensary carrying our flower.", "featured": i < 5,
			})
			if err := tx.Save(r); err != nil {
				return err
			}
		}
		return nil
	})
}

// seedBatch gives every tenth product a current batch (lot STRAIN-{n}-01), whose figures
// its pages then show, with one of the demo's certificates.
func seedBatch(tx core.App, product *core.Record, i int, certificates []string) error {
	if i%10 != 1 || len(certificates) == 0 {
		return nil
	}
	batches, err := tx.FindCollectionByNameOrId("batches")
	if err != nil {
		return err
	}
	b := core.NewRecord(batches)
	b.Load(map[string]any{
		"productId": product.Id, "lot": fmt.Sprintf("STRAIN-%d-01", i+1), "harvestDate": "2026-09-20", "testDate": "2026-10-02",
		"labName": "Catskill Analytical Laboratory", "labLicense": "OCM-LAB-0001", "coa": certificates[i%len(certificates)],
		"thc": 21 + float64(i%10), "cbd": 0.1, "terps": 2.4,
	})
	if err := tx.Save(b); err != nil {
		return err
	}
	product.Set("currentBatch", b.Id)
	return tx.Save(product)
}
