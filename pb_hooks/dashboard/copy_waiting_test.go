package dashboard

import (
	"testing"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// Every record the copy check reads is opened from the dashboard on a staff screen.
func TestEveryCopyCheckedCollectionHasAScreen(t *testing.T) {
	for collection := range catalog.CopySchemas() {
		if copyResources[collection] == "" {
			t.Errorf("%s has no screen in copyResources", collection)
		}
	}
}
