package migrations

import (
	"encoding/json"
	"net/url"
	"regexp"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/tests"
)

// Every link in the demo content goes to a host that exists: a link that cannot be
// followed is left out, so the pages show their "no link" states.
func TestDemoLinksPointAtRealHosts(t *testing.T) {
	raw, err := demoFiles.ReadFile("demo/content.json")
	if err != nil {
		t.Fatal(err)
	}
	realHosts := map[string]bool{"www.google.com": true}
	links := regexp.MustCompile(`[a-z]+://[^\s"\\)]+`).FindAllString(string(raw), -1)
	if len(links) == 0 {
		t.Fatal("found no links at all: is the pattern right?")
	}
	for _, link := range links {
		u, err := url.Parse(link)
		if err != nil || !realHosts[u.Hostname()] {
			t.Errorf("the demo links to %s", link)
		}
	}
}

// The demo's posts are dated by days before the day it loads, the newest within weeks.
func TestDemoPostsAreDatedFromTheDayTheyLoad(t *testing.T) {
	var content demoContent
	raw, _ := demoFiles.ReadFile("demo/content.json")
	if err := json.Unmarshal(raw, &content); err != nil {
		t.Fatal(err)
	}
	now := time.Date(2031, 3, 10, 23, 30, 0, 0, time.UTC)
	newest := ""
	for _, post := range content.BlogPosts {
		if _, fixed := post["publishedAt"]; fixed {
			t.Errorf("%v has a fixed date", post["slug"])
		}
		datePublished(post, now)
		date, _ := post["publishedAt"].(string)
		if date > newest {
			newest = date
		}
		if _, left := post["publishedDaysAgo"]; left {
			t.Error("publishedDaysAgo is not a field of a post")
		}
	}
	if newest > "2031-03-10" || newest < "2031-02-17" {
		t.Errorf("newest post dated %s, want within three weeks before 2031-03-10", newest)
	}
}

func TestOldDemoLinksAreCleared(t *testing.T) {
	app, err := tests.NewTestApp(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer app.Cleanup()
	set := func(collection, filter, field, link string) string {
		rec, err := app.FindFirstRecordByFilter(collection, filter)
		if err != nil {
			t.Fatal(err)
		}
		rec.Set(field, link)
		if err := app.SaveNoValidate(rec); err != nil {
			t.Fatal(err)
		}
		return rec.Id
	}
	deadLab := set("products", "slug = 'headhunter'", "strainTestUrl", "https://lab.example.com/coa/HV-2024-0117.pdf")
	realLab := set("products", "slug = 'mimosa'", "strainTestUrl", "https://lab.example.com.real-lab.org/x.example.com/coa.pdf")
	deadSite := set("locations", "name = 'Rondout Wellness'", "websiteUrl", "https://rondoutwellness.example.com")
	realSite := set("locations", "name = 'Capital Leaf Dispensary'", "websiteUrl", "https://capitalleaf.org/example.com")
	if err := clearLinksToExampleDomain(app); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ collection, id, field, want string }{
		{"products", deadLab, "strainTestUrl", ""},
		{"products", realLab, "strainTestUrl", "https://lab.example.com.real-lab.org/x.example.com/coa.pdf"},
		{"locations", deadSite, "websiteUrl", ""},
		{"locations", realSite, "websiteUrl", "https://capitalleaf.org/example.com"},
	} {
		rec, err := app.FindRecordById(c.collection, c.id)
		if err != nil {
			t.Fatal(err)
		}
		if got := rec.GetString(c.field); got != c.want {
			t.Errorf("%s %s = %q, want %q", c.collection, c.field, got, c.want)
		}
	}
}
