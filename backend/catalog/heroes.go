package catalog

import "strconv"

// HeroVideoTypes are the video types hero videos may have.
var HeroVideoTypes = []string{"video/mp4", "video/quicktime", "video/webm"}

// HeroPositionMessage is the message of a position outside 1 to 6.
const HeroPositionMessage = "Position must be between 1 and 6"

// PrepareHeroVideo trims the texts and names an untitled video by its position
// ("Video 3"), as the spec's upload does.
func PrepareHeroVideo(r Record) {
	trim(r, "title", "description")
	if r.GetString("title") == "" && IsHeroPosition(r.GetFloat("position")) {
		r.Set("title", "Video "+strconv.Itoa(r.GetInt("position")))
	}
}

// CheckHeroVideo applies the hero video rules of spec section 5.
func CheckHeroVideo(r Record) *Problems {
	p := &Problems{}
	if !IsHeroPosition(r.GetFloat("position")) {
		p.Add("position", HeroPositionMessage)
	}
	requiredText(r, p, "title", "Title is required", 200)
	optionalText(r, p, "description", 2000)
	return p
}

// IsHeroPosition accepts the whole numbers 1 to 6.
func IsHeroPosition(v float64) bool {
	return v == float64(int(v)) && v >= 1 && v <= MaxHeroPosition
}
