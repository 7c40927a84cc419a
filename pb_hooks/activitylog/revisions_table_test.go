package activitylog

import (
	"testing"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// Each resource of the revision routes is one the registry keeps revisions for: its
// collection comes from there.
func TestTheRevisionTableIsInTheRegistry(t *testing.T) {
	kept := catalog.RevisionResources()
	for _, res := range revisionResources {
		if _, ok := kept[res.name]; !ok && res.name != api.SettingsResource {
			t.Errorf("revision routes for %s, which the registry keeps no revisions for", res.name)
		}
	}
}
