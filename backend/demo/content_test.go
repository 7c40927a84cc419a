package demo

import (
	"net/url"
	"regexp"
	"testing"
	"time"
)

// Every link in the demo content goes to a host that exists: a link that cannot be
// followed is left out, so the pages show their "no link" states.
func TestDemoLinksPointAtRealHosts(t *testing.T) {
	raw, err := files.ReadFile("content.json")
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
	content, err := readContent()
	if err != nil {
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
