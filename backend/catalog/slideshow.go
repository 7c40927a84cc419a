package catalog

import (
	"path"
	"slices"
	"strconv"
	"strings"
)

// The home page's slideshow: the site settings' heroImages, in the order the hero shows
// them (a new one every 4000 ms), the first one preloaded and shared in link previews,
// and heroImageAlts beside them, each photo's alt text by its URL. Staff choose them on
// the Home slideshow screen from the uploaded images.
const (
	HeroImagesField    = "heroImages"
	HeroImageAltsField = "heroImageAlts"
	// MaxHeroImages is the spec's slideshow of 10 photos: the most the hero shows.
	MaxHeroImages = 10
)

// The slideshow's messages.
var (
	MsgHeroImagesTooMany = "The home page slideshow holds at most " + strconv.Itoa(MaxHeroImages) + " photos"
	MsgHeroImageNotImage = "Each slideshow photo must be an uploaded JPEG, PNG or WebP image"
)

// slideshowImageExtensions are the stored names' endings of the images the hero can show
// at every width (the upload route names a file by its content's type).
var slideshowImageExtensions = []string{".jpg", ".jpeg", ".png", ".webp"}

var heroImagesField = Field{Name: HeroImagesField, Kind: TextListKind, Label: "Home page photos", TypeMessage: MsgHeroImageNotImage, Check: checkHeroImages}

var heroImageAltsField = Field{
	Name: HeroImageAltsField, Kind: TextMapKind, Label: "Home page photos' descriptions", Max: MaxImageAlt,
	TypeMessage: imageAltsTypeMessage, Copy: true, Check: checkImageAlts,
}

// IsSlideshowImage tells an uploaded image's address the hero can show.
func IsSlideshowImage(address string) bool {
	name, ok := UploadNameOf(address)
	return ok && slices.Contains(slideshowImageExtensions, strings.ToLower(path.Ext(name)))
}

// prepareSlideshow writes each photo's address in its one form and keeps the alt text of
// the photos kept.
func prepareSlideshow(r Record) {
	if images, ok := textList(r, HeroImagesField); ok {
		for i, image := range images {
			if n, err := NormalizeImagePath(image); err == nil {
				images[i] = n
			}
		}
		r.Set(HeroImagesField, images)
	}
	prepareImageAltsIn(r, HeroImageAltsField, imageList(r, HeroImagesField))
}

func checkHeroImages(r Record, p *Problems, field string) {
	images, ok := textList(r, field)
	switch {
	case !ok:
		p.Add(field, MsgHeroImageNotImage)
	case len(images) > MaxHeroImages:
		p.Add(field, MsgHeroImagesTooMany)
	case slices.ContainsFunc(images, func(image string) bool { return !IsSlideshowImage(image) }):
		p.Add(field, MsgHeroImageNotImage)
	}
}

// Slideshow is the home page's slideshow as the staff screen edits it: the photos in
// order, their alt text by URL, and the site settings' review with counsel of its public
// texts (the alt texts are copy the check reads).
type Slideshow struct {
	HeroImages    []string          `json:"heroImages"`
	HeroImageAlts map[string]string `json:"heroImageAlts"`
	CopyReview    *CopyReview       `json:"copyReview"`
}

// MsgHeroImageNotUploaded answers a slideshow photo that is no uploaded file.
const MsgHeroImageNotUploaded = "Each slideshow photo must be one of the uploaded images in File Manager"
