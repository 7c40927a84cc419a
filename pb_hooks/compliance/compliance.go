// Package compliance is the back office's Compliance screen: the licensee, the warnings,
// the copy check's terms and the owner's review with counsel.
package compliance

import (
	"encoding/json"
	"net/http"
	"slices"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// complianceSiteBody are the site settings the Compliance screen sets: the licensee, the
// warnings, the tagline (the settings' public text the copy check reads) and how public
// pages show prices.
var complianceSiteBody = slices.DeleteFunc(web.SchemaBody(&catalog.SiteSettingsSchema), func(f web.BodyField) bool {
	return !slices.Contains([]string{"legalName", "licenseNumbers", "healthWarning", "rotatingWarnings", "tagline", "retailPriceDisplay"}, f.Name)
})

// Register binds the Compliance screen's routes; clock is the site's calendar (the
// time of a review with counsel).
func Register(staff *router.RouterGroup[*core.RequestEvent], clock func() time.Time) {
	(&routes{clock: clock}).register(staff)
}

// routes are what the Compliance screen's routes need.
type routes struct {
	clock func() time.Time
}

// register binds the back office's Compliance screen: every staff member reads
// the licensee, the warnings and the copy check's terms (the editors check copy with
// them as staff type); the owner changes them, as the owner alone reviews copy with
// counsel (removing a term would let copy past that review).
func (s *routes) register(staff *router.RouterGroup[*core.RequestEvent]) {
	staff.GET(api.StaffCompliance, func(e *core.RequestEvent) error {
		settings, err := s.complianceSettings(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, settings)
	})
	staff.PATCH(api.StaffCompliance, func(e *core.RequestEvent) error {
		if !catalog.AsStaff(e.Auth).Owner() {
			return web.Forbidden("Only the owner can change the compliance settings")
		}
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
		if problems := web.ApplyBody(site, body, complianceSiteBody); problems.Any() {
			return rules.ValidationError(problems)
		}
		// The terms first: the site's texts are checked against them, in one transaction
		// (read before it, with the terms it will save).
		var terms catalog.CopyTerms
		if body.Has(catalog.CopyTermsField) {
			_ = json.Unmarshal(body[catalog.CopyTermsField], &terms)
		}
		release := copycheck.FirstWith(e.App, terms, reviewing, site)
		defer release()
		err = e.App.RunInTransaction(func(tx core.App) error {
			if body.Has(catalog.CopyTermsField) {
				if err := saveCopyTerms(tx, body); err != nil {
					return err
				}
			}
			return copycheck.AsReview(tx, reviewing).Save(site)
		})
		if err != nil {
			return rules.SaveError(err)
		}
		settings, err := s.complianceSettings(e.App)
		if err != nil {
			return err
		}
		return e.JSON(http.StatusOK, settings)
	})
}

// saveCopyTerms sets the private settings' terms from body (an object of term lists by
// rule id).
func saveCopyTerms(tx core.App, body web.JSONBody) error {
	var terms catalog.CopyTerms
	if err := json.Unmarshal(body[catalog.CopyTermsField], &terms); err != nil || terms == nil {
		problems := &catalog.Problems{}
		problems.Add(catalog.CopyTermsField, catalog.PrivateSettingsSchema.Field(catalog.CopyTermsField).TypeMessage)
		return rules.ValidationError(problems)
	}
	private, err := tx.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		return err
	}
	private.Set(catalog.CopyTermsField, terms)
	return tx.Save(private)
}

// complianceSettings are the Compliance screen's settings, read past the cache (a staff
// screen's read, right after a save).
func (s *routes) complianceSettings(app core.App) (catalog.ComplianceSettings, error) {
	site, err := app.FindFirstRecordByFilter(catalog.SiteSettingsCollection, "")
	if err != nil {
		return catalog.ComplianceSettings{}, err
	}
	private, err := app.FindFirstRecordByFilter(catalog.PrivateSettingsCollection, "")
	if err != nil {
		return catalog.ComplianceSettings{}, err
	}
	out := catalog.Answer[catalog.ComplianceSettings](&catalog.SiteSettingsSchema, site)
	out.CopyTerms = catalog.Answer[catalog.PrivateSettings](&catalog.PrivateSettingsSchema, private).CopyTerms
	if out.CopyTerms == nil {
		out.CopyTerms = catalog.CopyTerms{}
	}
	out.WarningOfTheDay = catalog.WarningOfTheDay(out.RotatingWarnings, s.clock())
	return out, nil
}
