package files

import (
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"time"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
	"github.com/pocketbase/pocketbase/tools/security"
)

// hostingPlatformEnv are variables set by hosting platforms whose local disk may be
// wiped on each deploy, where uploads belong on S3.
var hostingPlatformEnv = []string{"FLY_APP_NAME", "RENDER", "RAILWAY_ENVIRONMENT", "DYNO", "K_SERVICE", "KUBERNETES_SERVICE_HOST", "REPLIT_DEPLOYMENT"}

func RegisterStorage(app core.App, system, staff *router.RouterGroup[*core.RequestEvent]) {
	system.GET(api.SystemStorageCheck, func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, StorageCheckFor(e.Auth, checkStorage(e.App)))
	})
	staff.POST(api.StaffVerifyImages, verifyImagesRoute)
}

// checkStorage tells which storage uploads go to and whether it really takes a write:
// the local disk by writing and removing a probe file, S3 by the same through
// PocketBase's filesystem.
func checkStorage(app core.App) catalog.StorageCheck {
	var c catalog.StorageCheck
	c.Timestamp = time.Now().UTC().Format(time.RFC3339)
	c.Recommendations = []string{}
	c.Environment.NodeEnv = "production"
	if app.IsDev() {
		c.Environment.NodeEnv = "development"
	}
	for _, name := range hostingPlatformEnv {
		if os.Getenv(name) != "" {
			c.Environment.IsHostingPlatform = true
		}
	}

	c.LocalFilesystem.Path = filepath.Join(app.DataDir(), "storage")
	c.LocalFilesystem.Writable = probeLocalDir(c.LocalFilesystem.Path) == nil
	c.LocalFilesystem.Status = "ok"
	if !c.LocalFilesystem.Writable {
		c.LocalFilesystem.Status = "error"
	}

	s3 := app.Settings().S3
	if s3.Enabled {
		c.StorageStrategy = "s3"
		err := probeFilesystem(app)
		c.Environment.HasObjectStoragePermissions = err == nil
		if err == nil {
			c.Status = "ok"
			c.ObjectStorage.Message = fmt.Sprintf("S3 storage works: bucket %q at %s accepted a test write.", s3.Bucket, s3.Endpoint)
		} else {
			c.Status = "error"
			c.ObjectStorage.Message = "S3 storage failed a test write: " + err.Error()
			c.Recommendations = append(c.Recommendations, "Check the S3 bucket, endpoint, region and access keys in the superuser UI (/_/ > Settings > Files storage); uploads fail until S3 takes writes.")
		}
		return c
	}

	c.StorageStrategy = "local"
	c.ObjectStorage.Message = "S3 storage is not configured; uploads are stored on this server's disk."
	switch {
	case !c.LocalFilesystem.Writable:
		c.Status = "error"
		c.Recommendations = append(c.Recommendations, fmt.Sprintf("Make %s writable by the server's user; uploads fail until it is.", c.LocalFilesystem.Path))
	case c.Environment.IsHostingPlatform:
		c.Status = "warning"
		c.Recommendations = append(c.Recommendations, "This server runs on a hosting platform whose disk may be replaced on each deploy: configure S3 storage in the superuser UI (/_/ > Settings > Files storage) so images persist.")
	default:
		c.Status = "ok"
		c.Recommendations = append(c.Recommendations, "Uploads are kept in the data directory: include it in your backups (PocketBase's backups at /_/ > Settings > Backups do).")
	}
	return c
}

func probeLocalDir(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, ".storage-check-*")
	if err != nil {
		return err
	}
	name := f.Name()
	_, werr := f.Write([]byte("ok"))
	cerr := f.Close()
	rerr := os.Remove(name)
	if werr != nil {
		return werr
	}
	if cerr != nil {
		return cerr
	}
	return rerr
}

func probeFilesystem(app core.App) error {
	fsys, err := app.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	key := ".storage-check/" + security.RandomString(12)
	if err := fsys.Upload([]byte("ok"), key); err != nil {
		return err
	}
	return fsys.Delete(key)
}
