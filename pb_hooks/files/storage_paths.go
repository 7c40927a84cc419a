package files

import (
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// HiddenStoragePath is what staff other than the owner read where the storage check
// names the folder uploads are kept in.
const HiddenStoragePath = "the server's storage folder"

// StorageCheckFor is the storage check as staff sees it: where the server keeps files
// on its disk is the operator's concern, shown to the owner only.
func StorageCheckFor(staff *core.Record, c catalog.StorageCheck) catalog.StorageCheck {
	if staff != nil && catalog.AsStaff(staff).Owner() {
		return c
	}
	path := c.LocalFilesystem.Path
	c.LocalFilesystem.Path = ""
	if path == "" {
		return c
	}
	recommendations := make([]string, len(c.Recommendations))
	for i, r := range c.Recommendations {
		recommendations[i] = strings.ReplaceAll(r, path, HiddenStoragePath)
	}
	c.Recommendations = recommendations
	c.ObjectStorage.Message = strings.ReplaceAll(c.ObjectStorage.Message, path, HiddenStoragePath)
	return c
}
