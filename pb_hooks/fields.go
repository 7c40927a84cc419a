package hooks

import (
	"strconv"
	"unicode/utf8"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// The apply* helpers read one field of a staff request, check it, and set it on the
// record when it is present and valid; problems go to errs with the spec's texts.

func applyText(rec *core.Record, body jsonBody, errs *fieldErrors, field, requiredMessage string, maxLen int) {
	if !body.has(field) {
		return
	}
	v, ok := body.text(field)
	switch {
	case !ok:
		errs.add(field, requiredMessage)
	case v == "":
		errs.add(field, requiredMessage)
	case utf8.RuneCountInString(v) > maxLen:
		errs.add(field, "Must be at most "+strconv.Itoa(maxLen)+" characters")
	default:
		rec.Set(field, v)
	}
}

func applyOptionalText(rec *core.Record, body jsonBody, errs *fieldErrors, field string, maxLen int) {
	if !body.has(field) {
		return
	}
	v, ok := body.text(field)
	switch {
	case !ok:
		errs.add(field, "Must be text")
	case utf8.RuneCountInString(v) > maxLen:
		errs.add(field, "Must be at most "+strconv.Itoa(maxLen)+" characters")
	default:
		rec.Set(field, v)
	}
}

func applyBool(rec *core.Record, body jsonBody, errs *fieldErrors, field string) {
	if !body.has(field) {
		return
	}
	v, ok := body.boolean(field)
	if !ok {
		errs.add(field, "Must be true or false")
		return
	}
	rec.Set(field, v)
}

func applyPrice(rec *core.Record, body jsonBody, errs *fieldErrors) {
	if !body.has("price") {
		return
	}
	v, isNull, ok := body.number("price")
	switch {
	case isNull:
		errs.add("price", "Price is required")
	case !ok:
		errs.add("price", "Price must be a number")
	default:
		if problem := catalog.PriceProblem(v); problem != "" {
			errs.add("price", problem)
			return
		}
		rec.Set("price", catalog.RoundCents(v))
	}
}

// applyPercentage keeps null (unknown) distinct from 0.
func applyPercentage(rec *core.Record, body jsonBody, errs *fieldErrors, field, label string) {
	if !body.has(field) {
		return
	}
	v, isNull, ok := body.number(field)
	switch {
	case isNull:
		rec.Set(field, nil)
	case !ok:
		errs.add(field, label+" must be a number")
	default:
		if problem := catalog.PercentageProblem(label, v); problem != "" {
			errs.add(field, problem)
			return
		}
		rec.Set(field, catalog.RoundCents(v))
	}
}

func applyCategory(rec *core.Record, body jsonBody, errs *fieldErrors) {
	if !body.has("category") {
		return
	}
	v, ok := body.text("category")
	if problem := categoryProblem(v); !ok || problem != "" {
		errs.add("category", problem)
		return
	}
	rec.Set("category", v)
}

// applyURL accepts an empty value (cleared) or one that valid accepts.
func applyURL(rec *core.Record, body jsonBody, errs *fieldErrors, field string, valid func(string) bool) {
	if !body.has(field) {
		return
	}
	v, ok := body.text(field)
	if !ok || v != "" && (!valid(v) || len(v) > 2000) {
		errs.add(field, "Must be a valid URL")
		return
	}
	rec.Set(field, v)
}

func applyImage(rec *core.Record, body jsonBody, errs *fieldErrors, field string) {
	if !body.has(field) {
		return
	}
	v, ok := body.text(field)
	if !ok {
		errs.add(field, "Invalid image path")
		return
	}
	if v == "" {
		rec.Set(field, "")
		return
	}
	normalized, err := catalog.NormalizeImagePath(v)
	if err != nil {
		errs.add(field, "Invalid image path")
		return
	}
	rec.Set(field, normalized)
}

// applySlug sets the slug sent, or on create (or when sent blank) one derived from the
// source field by the spec's slug rule.
func applySlug(rec *core.Record, body jsonBody, errs *fieldErrors, sourceField string, creating bool) {
	if !body.has("slug") && !creating {
		return
	}
	slug, ok := body.text("slug")
	if !ok {
		errs.add("slug", "Slug must be text")
		return
	}
	if slug == "" {
		if errs.has(sourceField) {
			return // the source's own message says what to fix
		}
		slug = catalog.Slugify(rec.GetString(sourceField))
	}
	if !catalog.IsValidSlug(slug) {
		errs.add("slug", "Slug may only contain lowercase letters, digits and hyphens")
		return
	}
	rec.Set("slug", slug)
}

// applyImages sets a list of image paths, normalised to /uploads/...; requireOne is the
// product rule 'At least one image is required'.
func applyImages(rec *core.Record, body jsonBody, errs *fieldErrors, requireOne bool) {
	if !body.has("images") {
		return
	}
	images, ok := body.textList("images")
	switch normalized, err := catalog.NormalizeImagePaths(images); {
	case !ok:
		errs.add("images", "Images must be a list of image paths")
	case requireOne && len(images) == 0:
		errs.add("images", "At least one image is required")
	case err != nil:
		errs.add("images", "Invalid image path")
	default:
		rec.Set("images", normalized)
	}
}
