package hooks

import (
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/pocketbase/pocketbase/core"
)

// hiddenStoragePath is what staff other than the owner read where the storage check
// names the folder uploads are kept in.
const hiddenStoragePath = "the server's storage folder"

// storageCheckFor is the storage check as staff sees it: where the server keeps files
// on its disk is the operator's concern, shown to the owner only.
func storageCheckFor(staff *core.Record, c catalog.StorageCheck) catalog.StorageCheck {
	if staff != nil && staff.GetBool("owner") {
		return c
	}
	path := c.LocalFilesystem.Path
	c.LocalFilesystem.Path = ""
	if path == "" {
		return c
	}
	recommendations := make([]string, len(c.Recommendations))
	for i, r := range c.Recommendations {
		recommendations[i] = strings.ReplaceAll(r, path, hiddenStoragePath)
	}
	c.Recommendations = recommendations
	c.ObjectStorage.Message = strings.ReplaceAll(c.ObjectStorage.Message, path, hiddenStoragePath)
	return c
}
