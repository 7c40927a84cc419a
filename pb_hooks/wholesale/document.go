package wholesale

import (
	"io"
	"net/http"
	"path"
	"strconv"

	"github.com/hudsonvalley/farmsite/backend/activity"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// serveDocument sends staff an account's latest licence document: as a download, in a
// sandbox, never kept by a cache; each opening is an entry of the activity log.
func serveDocument(e *core.RequestEvent) error {
	account, err := findAccount(e.App, e)
	if err != nil {
		return err
	}
	docs, err := e.App.FindRecordsByFilter(catalog.LicenceDocumentsCollection, catalog.LicenceDocumentFieldAccount+" = {:id}",
		"-"+catalog.CreatedAtField+",-id", 1, 0, dbx.Params{"id": account.Id})
	if err != nil {
		return err
	}
	if len(docs) == 0 {
		return web.NotFound(catalog.MsgNoLicenceDocument)
	}
	doc := catalog.AsLicenceDocument(docs[0])
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return err
	}
	defer fsys.Close()
	reader, err := fsys.GetReader(doc.BaseFilesPath() + "/" + doc.File())
	if err != nil {
		return err
	}
	defer reader.Close()
	err = activity.Append(e.App, activity.Entry{
		Actor: activity.RequestActor(e, e.Auth), Action: catalog.ActionLicenceDocumentViewed,
		Collection: catalog.LicenceDocumentsCollection, RecordID: doc.Id, Label: account.LegalName(), ParentID: account.Id,
	})
	if err != nil {
		return err
	}
	h := e.Response.Header()
	h.Set("Content-Type", map[string]string{".pdf": "application/pdf", ".jpg": media.JPEG, ".png": media.PNG, ".webp": media.WebP}[path.Ext(doc.File())])
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-store")
	h.Set("Content-Length", strconv.FormatInt(reader.Size(), 10))
	media.SetDocumentHeaders(h, doc.File())
	e.Response.WriteHeader(http.StatusOK)
	_, err = io.Copy(e.Response, reader)
	return err
}
