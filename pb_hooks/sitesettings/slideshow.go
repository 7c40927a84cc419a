package sitesettings

import (
	"net/http"
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// slideshowBody are the site settings the Home slideshow screen sets.
var slideshowBody = slices.DeleteFunc(web.SchemaBody(&catalog.SiteSettingsSchema), func(f web.BodyField) bool {
	return f.Name != catalog.HeroImagesField && f.Name != catalog.HeroImageAltsField
})

// RegisterSlideshow binds the Home slideshow screen: GET /api/admin/slideshow and PUT
// with the photos in order and their alt text. Every staff member may change it, as they
// change products' photos; each photo must be an uploaded image, and the alt texts pass
// the copy check (the owner may review its findings with counsel, as on any editor).
func RegisterSlideshow(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffSlideshow, func(e *core.RequestEvent) error {
		return answerSlideshow(e)
	})
	staff.PUT(api.StaffSlideshow, func(e *core.RequestEvent) error {
		body, err := web.ReadJSONBody(e)
		if err != nil {
			return err
		}
		reviewing, err := copycheck.IsReviewedWithCounsel(e, body)
		if err != nil {
			return err
		}
		site, err := e.App.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
		if err != nil {
			return err
		}
		if problems := web.ApplyBody(site, body, slideshowBody); problems.Any() {
			return rules.ValidationError(problems)
		}
		if problems := slideshowUploadProblems(e.App, site.GetStringSlice(catalog.HeroImagesField)); problems.Any() {
			return rules.ValidationError(problems)
		}
		release := copycheck.First(e.App, reviewing, site)
		defer release()
		if err := copycheck.AsReview(e.App, reviewing).Save(site); err != nil {
			return rules.SaveError(err)
		}
		return answerSlideshow(e)
	})
}

// slideshowUploadProblems names a photo that is no uploaded image (the rules check the
// address's form; this, that the file is there).
func slideshowUploadProblems(app core.App, images []string) *catalog.Problems {
	problems := &catalog.Problems{}
	for _, image := range images {
		if n, err := catalog.NormalizeImagePath(image); err == nil {
			image = n
		}
		name, _ := catalog.UploadNameOf(image)
		if !catalog.IsSlideshowImage(image) {
			continue // the record's rule answers it
		}
		upload, err := media.FindUpload(app, name)
		if err != nil || !strings.HasPrefix(upload.GetString(catalog.FileUploadFieldMimeType), "image/") {
			problems.Add(catalog.HeroImagesField, catalog.MsgHeroImageNotUploaded)
			break
		}
	}
	return problems
}

// answerSlideshow reads the slideshow past the settings' cache (a staff screen's read,
// right after a save).
func answerSlideshow(e *core.RequestEvent) error {
	site, err := e.App.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		return err
	}
	settings := catalog.Answer[catalog.SiteSettings](&catalog.SiteSettingsSchema, site)
	out := catalog.Slideshow{HeroImages: settings.HeroImages, HeroImageAlts: settings.HeroImageAlts, CopyReview: catalog.CopyReviewOf(site)}
	if out.HeroImages == nil {
		out.HeroImages = []string{}
	}
	if out.HeroImageAlts == nil {
		out.HeroImageAlts = map[string]string{}
	}
	return e.JSON(http.StatusOK, out)
}
