package sitesettings_test

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/pb_hooks/internal/hookstest"
)

func slideshowOf(t testing.TB, server http.Handler) catalog.Slideshow {
	t.Helper()
	res := hookstest.Send(t, server, http.MethodGet, "/api/admin/slideshow", nil, hookstest.StaffHeaders())
	hookstest.MustEqual(t, "slideshow status", res.StatusCode, http.StatusOK)
	var s catalog.Slideshow
	hookstest.DecodeResponse(t, res, &s)
	return s
}

// Staff put the home page's photos in order, take one out and describe them: the site's
// answer and the home page's link preview follow, in that order, with the first photo's
// alt text.
func TestTheSlideshowIsChosenOrderedAndDescribed(t *testing.T) {
	app := hookstest.NewStorefrontApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	demo := slideshowOf(t, server).HeroImages
	hookstest.MustEqual(t, "the demo's photos", len(demo), 10)

	chosen := append([]string{demo[3]}, demo[:3]...)
	alts := map[string]string{demo[3]: "Sunrise over the drying barn", demo[0]: "Rows of plants in August", "/uploads/elsewhere.jpg": "dropped"}
	res := hookstest.Send(t, server, http.MethodPut, "/api/admin/slideshow", hookstest.JSONBody(map[string]any{"heroImages": chosen, "heroImageAlts": alts}), hookstest.StaffHeaders())
	hookstest.MustEqual(t, "PUT status", res.StatusCode, http.StatusOK)
	var saved catalog.Slideshow
	hookstest.DecodeResponse(t, res, &saved)
	if !slices.Equal(saved.HeroImages, chosen) {
		t.Errorf("photos saved: %v, want %v", saved.HeroImages, chosen)
	}
	if len(saved.HeroImageAlts) != 2 || saved.HeroImageAlts[demo[3]] != "Sunrise over the drying barn" {
		t.Errorf("alt texts kept: %v (only the chosen photos')", saved.HeroImageAlts)
	}

	var site catalog.Site
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/site", nil, nil), &site)
	if !slices.Equal(site.HeroImages, chosen) || site.HeroImageAlts[demo[0]] != "Rows of plants in August" {
		t.Errorf("the site's answer: %v %v", site.HeroImages, site.HeroImageAlts)
	}
	var meta struct {
		Image, ImageAlt string
	}
	hookstest.DecodeResponse(t, hookstest.Send(t, server, http.MethodGet, "/api/page-meta?path=/", nil, nil), &meta)
	name := strings.TrimPrefix(demo[3], "/uploads/")
	if !strings.Contains(meta.Image, name) || meta.ImageAlt != "Sunrise over the drying barn" {
		t.Errorf("the home page's preview: %q %q, want the first photo (%s) and its text", meta.Image, meta.ImageAlt, name)
	}
}

// The slideshow holds at most 10 uploaded images (no PDF, no address of nothing), and its
// alt texts are copy: bounded, and checked like every public text.
func TestTheSlideshowRefusesWhatTheHeroCannotShow(t *testing.T) {
	app := hookstest.NewApp(t)
	defer app.Cleanup()
	server := hookstest.AppHandler(t, app)
	demo := slideshowOf(t, server).HeroImages
	pdf := hookstest.DemoCertificate(t, app)
	cases := []struct {
		name string
		body map[string]any
		want string
	}{
		{"eleven photos", map[string]any{"heroImages": append(slices.Clone(demo), demo[0])}, catalog.MsgHeroImagesTooMany},
		{"a certificate", map[string]any{"heroImages": []string{demo[0], pdf}}, catalog.MsgHeroImageNotImage},
		{"an outside address", map[string]any{"heroImages": []string{"https://example.com/a.jpg"}}, catalog.MsgHeroImageNotImage},
		{"a file never uploaded", map[string]any{"heroImages": []string{demo[0], "/uploads/never-uploaded.jpg"}}, catalog.MsgHeroImageNotUploaded},
		{"not a list", map[string]any{"heroImages": "farm-01.jpg"}, catalog.MsgHeroImageNotImage},
		{"an alt text too long", map[string]any{"heroImageAlts": map[string]string{demo[0]: strings.Repeat("a", catalog.MaxImageAlt+1)}}, catalog.ImageAltTooLong},
		{"an alt text the copy check finds", map[string]any{"heroImageAlts": map[string]string{demo[0]: "Potent WEED for pain"}}, catalog.CopyNeedsReview},
	}
	for _, c := range cases {
		res := hookstest.Send(t, server, http.MethodPut, "/api/admin/slideshow", hookstest.JSONBody(c.body), hookstest.StaffHeaders())
		var body struct{ Message string }
		hookstest.DecodeResponse(t, res, &body)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(body.Message, c.want) {
			t.Errorf("%s: %d %q, want 400 %q", c.name, res.StatusCode, body.Message, c.want)
		}
	}
	if got := slideshowOf(t, server); !slices.Equal(got.HeroImages, demo) || len(got.HeroImageAlts) != 0 {
		t.Errorf("a refused change changed the slideshow: %+v", got)
	}
}
