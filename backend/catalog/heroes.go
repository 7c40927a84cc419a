package catalog

import (
	"strconv"

	"github.com/pocketbase/pocketbase/core"
)

var _ = Register(Collection{
	Schema: &HeroVideoSchema, Record: "HeroVideo", Dates: CreatedAndUpdated, Forms: StaffForms(),
	// Its file, type and poster come from its upload.
	Internal: []Field{
		{Name: "videoType", Kind: TextKind},
		{Name: "posterPath", Kind: TextKind},
		{Name: "upload", Kind: TextKind},
	},
	Label: labelOf(HeroVideoFieldTitle), Log: Logged(),
	Revisions: NoRevisions("a video is its upload: deleting it deletes the file, which no revision could bring back"),
	Public:    FeedsPublic("the home page's videos"),
	Uploads:   []Upload{{Field: HeroVideoFieldUpload, Holds: UploadRecord, Place: "heroVideo", What: "Hero video", NameField: HeroVideoFieldTitle}},
	Rules:     &Rules{Prepare: func(_ core.App, r *core.Record) { PrepareHeroVideo(r) }},
	Copy:      &CopyReading{Screen: "heroes", Public: func(r Reader) bool { return r.GetBool(HeroVideoFieldActive) }},
})

// HeroVideoTypes are the video types hero videos may have.
var HeroVideoTypes = []string{"video/mp4", "video/quicktime", "video/webm"}

// HeroPositionMessage is the message of a position outside MinHeroPosition to MaxHeroPosition.
var HeroPositionMessage = between("Position", MinHeroPosition, MaxHeroPosition)

// HeroVideoSchema declares the fields staff set of a home page video, in the order its
// rules check them (spec section 5); its file, type and poster come from its upload.
var HeroVideoSchema = Schema{Collection: HeroVideosCollection, Fields: []Field{
	{Name: "position", Kind: WholeKind, Label: "Position", TypeMessage: HeroPositionMessage, NullMessage: HeroPositionMessage, Check: checkHeroPosition},
	{Name: "title", Kind: TextKind, Label: "Title", Max: 200, Required: MsgTitleRequired, TypeMessage: MsgTitleRequired, Copy: true},
	{Name: "description", Kind: TextKind, Label: "Description", Max: 2000, TypeMessage: "Must be text", Copy: true},
	{Name: "active", Kind: BoolKind, Label: "Active", TypeMessage: "Must be true or false"},
	copyReviewField,
}}

// PrepareHeroVideo trims the texts and names an untitled video by its position
// ("Video 3"), as the spec's upload does.
func PrepareHeroVideo(r Record) {
	HeroVideoSchema.trimTexts(r)
	if r.GetString(HeroVideoFieldTitle) == "" && IsHeroPosition(r.GetFloat(HeroVideoFieldPosition)) {
		r.Set(HeroVideoFieldTitle, "Video "+strconv.Itoa(r.GetInt(HeroVideoFieldPosition)))
	}
}

// CheckHeroVideo applies the hero video rules of spec section 5.
func CheckHeroVideo(r Record) *Problems { return HeroVideoSchema.Check(r) }

func checkHeroPosition(r Record, p *Problems, field string) {
	if !IsHeroPosition(r.GetFloat(field)) {
		p.Add(field, HeroPositionMessage)
	}
}

// IsHeroPosition accepts the whole numbers 1 to 6.
func IsHeroPosition(v float64) bool {
	return v == float64(int(v)) && v >= MinHeroPosition && v <= MaxHeroPosition
}
