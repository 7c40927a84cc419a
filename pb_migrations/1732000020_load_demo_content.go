package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// This migration loaded the demo catalogue, blog, reviews, partners and home page photos
// into every new data dir unless DEMO_CONTENT=0.
//
// The demo is data, not schema, so it moved to backend/demo (issue 36): a new data dir
// starts empty, and `serve` loads the demo into an empty site only when DEMO_CONTENT=1
// (`make run` sets it). A real deployment that forgot DEMO_CONTENT=0 published invented
// products and partners under a licensee's name. This file stays, doing nothing, so data
// dirs that ran it keep the same migration history, and what it wrote there is kept.
func init() {
	m.Register(func(core.App) error { return nil }, nil)
}
