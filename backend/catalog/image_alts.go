package catalog

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// ImageAltsField holds, beside a record's images, the alt text staff wrote for them: a
// JSON object from an image's URL (as the images list holds it) to its text. The images
// stay a list of URL strings, which every answer, app, preload and upload check reads;
// a record saved before alt text existed has none, and an image without an entry is
// described by its record's name (ImageAlt).
const ImageAltsField = "imageAlts"

// MaxImageAlt is the most characters of one image's alt text: screen readers read it
// whole, and a description longer than a sentence or two belongs in the text.
const MaxImageAlt = 250

// ImageAltTooLong is the message of an alt text over MaxImageAlt.
var ImageAltTooLong = "Each image description must be at most " + strconv.Itoa(MaxImageAlt) + " characters"

const imageAltsTypeMessage = "Image descriptions must be an object of text by image address"

var imageAltsField = Field{
	Name: ImageAltsField, Kind: TextMapKind, Label: "Image descriptions", Max: MaxImageAlt,
	TypeMessage: imageAltsTypeMessage, Copy: true, Check: checkImageAlts,
}

// ImageAlt is image's alt text in alts, or fallback (the product's or post's name) when
// staff wrote none.
func ImageAlt(alts map[string]string, image, fallback string) string {
	if alt := alts[image]; alt != "" {
		return alt
	}
	return fallback
}

// imageAlts reads the field; ok is false when it holds anything but an object of text.
func imageAlts(r Record) (alts map[string]string, ok bool) { return imageAltsIn(r, ImageAltsField) }

// imageAltsIn reads field, an object of alt text by image URL (imageAlts, heroImageAlts).
func imageAltsIn(r Record, field string) (alts map[string]string, ok bool) {
	raw := strings.TrimSpace(r.GetString(field))
	if raw == "" || raw == "null" {
		return map[string]string{}, true
	}
	if err := r.UnmarshalJSONField(field, &alts); err != nil {
		return nil, false
	}
	if alts == nil {
		alts = map[string]string{}
	}
	return alts, true
}

// prepareImageAlts keeps the alt text of the record's images only, under each image's
// one form (as normalizeImages writes it), trimmed; blank entries go. An image removed
// takes its text with it; one added has none until staff write it.
func prepareImageAlts(r Record, images []string) { prepareImageAltsIn(r, ImageAltsField, images) }

// prepareImageAltsIn is prepareImageAlts of field.
func prepareImageAltsIn(r Record, field string, images []string) {
	alts, ok := imageAltsIn(r, field)
	if !ok {
		return
	}
	kept := map[string]string{}
	for image, alt := range alts {
		if n, err := NormalizeImagePath(image); err == nil {
			image = n
		}
		if alt = strings.TrimSpace(alt); alt != "" && slices.Contains(images, image) {
			kept[image] = alt
		}
	}
	r.Set(field, kept)
}

func checkImageAlts(r Record, p *Problems, field string) {
	alts, ok := imageAltsIn(r, field)
	if !ok {
		p.Add(field, imageAltsTypeMessage)
		return
	}
	for _, alt := range alts {
		if utf8.RuneCountInString(alt) > MaxImageAlt {
			p.Add(field, ImageAltTooLong)
			return
		}
	}
}

// imageList is a record's list of images, as its rules have put it (empty when the field
// holds no list, which the images' own check refuses).
func imageList(r Record, field string) []string {
	list, _ := textList(r, field)
	return list
}

// MoveImageAlts gives the images that replaced others (new URL by old: a recovered
// copy) the alt text of the ones they replace.
func MoveImageAlts(r Record, replaced map[string]string) {
	alts, ok := imageAlts(r)
	if !ok || len(alts) == 0 {
		return
	}
	moved := map[string]string{}
	for image, alt := range alts {
		if to, ok := replaced[image]; ok {
			image = to
		}
		moved[image] = alt
	}
	r.Set(ImageAltsField, moved)
}
