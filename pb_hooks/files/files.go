package files

import (
	"fmt"
	"net/http"
	"slices"

	"github.com/hudsonvalley/farmsite/backend/api"
	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/adminapi"
	"github.com/hudsonvalley/farmsite/pb_hooks/copycheck"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"

	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

func fileToJSON(rec *core.Record, usage fileUsage) catalog.ManagedFile {
	usedBy := usage[catalog.AsFileUpload(rec).StoragePath()]
	if usedBy == nil {
		usedBy = []catalog.FilePlace{}
	}
	return catalog.ManagedFile{
		ID:           rec.Id,
		OriginalName: catalog.AsFileUpload(rec).OriginalName(),
		StoragePath:  catalog.AsFileUpload(rec).StoragePath(),
		URL:          media.URL(rec),
		MimeType:     catalog.AsFileUpload(rec).MimeType(),
		Size:         catalog.AsFileUpload(rec).Size(),
		CreatedAt:    adminapi.ISOTime(rec, "createdAt"),
		IsHeroVideo:  slices.ContainsFunc(usedBy, func(p catalog.FilePlace) bool { return p.Kind == "heroVideo" }),
		UsedBy:       usedBy,
	}
}

// requestFileUsage is where every upload is used, found once per request: a list
// filtered by use and its answer share one pass over the fields that show uploads.
func requestFileUsage(e *core.RequestEvent) (fileUsage, error) {
	const key = "fileUsage"
	if usage, ok := e.Get(key).(fileUsage); ok {
		return usage, nil
	}
	usage, err := loadFileUsage(e.App, requestSiteHosts(e.App, e))
	if err != nil {
		return nil, err
	}
	e.Set(key, usage)
	return usage, nil
}

// inUseFilter is the list's filter {"inUse": true|false}: files pages show, or not.
func inUseFilter(e *core.RequestEvent, value any) (dbx.Expression, error) {
	inUse, ok := value.(bool)
	if !ok {
		return nil, web.BadRequest("Invalid filter parameter: inUse must be true or false")
	}
	usage, err := requestFileUsage(e)
	if err != nil {
		return nil, err
	}
	in := "IN"
	if !inUse {
		in = "NOT IN"
	}
	return dbx.NewExp("[[storagePath]] "+in+" (SELECT value FROM json_each({:usedNames}))", dbx.Params{"usedNames": usage.usedNames()}), nil
}

// Register binds the file manager: the list (the staff list contract, each file
// with the places that use it, filter {"inUse": bool}), delete one, delete several. A
// file in use is deleted only when the request says to remove it from those places
// (?references=remove, or "removeReferences": true for several).
func Register(app core.App, staff *router.RouterGroup[*core.RequestEvent]) {
	files := &adminapi.Resource{
		Name:         api.FilesResource,
		Collection:   catalog.FileUploadsCollection,
		What:         "File",
		SearchFields: []string{"originalName"},
		DefaultSort:  "createdAt DESC",
		Render: func(e *core.RequestEvent, records []*core.Record) ([]any, error) {
			usage, err := requestFileUsage(e)
			if err != nil {
				return nil, err
			}
			out := make([]any, len(records))
			for i, rec := range records {
				out[i] = fileToJSON(rec, usage)
			}
			return out, nil
		},
		Filters: map[string]adminapi.ListFilter{"inUse": inUseFilter},
		Remove: func(tx core.App, e *core.RequestEvent, rec *core.Record) error {
			return deleteUpload(tx, requestSiteHosts(tx, e), rec, e.Request.URL.Query().Get("references") == "remove")
		},
		ReadOnly: true, // added by uploading
		NoUpdate: true,
	}
	files.Register(staff)
	staff.POST(api.StaffFilesBulkDelete, func(e *core.RequestEvent) error {
		var body struct {
			FileIDs          []string `json:"fileIds"`
			RemoveReferences bool     `json:"removeReferences"`
		}
		if err := e.BindBody(&body); err != nil {
			return web.BadRequest("Request body must be a JSON object")
		}
		if len(body.FileIDs) == 0 {
			return web.BadRequest(catalog.MsgNoFilesSelected)
		}
		type failure struct {
			ID      string `json:"id"`
			Message string `json:"message"`
		}
		deleted, failed := []string{}, []failure{}
		site := requestSiteHosts(e.App, e)
		for _, id := range body.FileIDs {
			rec, err := e.App.FindRecordById(catalog.FileUploadsCollection, id)
			if err != nil {
				failed = append(failed, failure{id, "File not found"})
				continue
			}
			release := copycheck.First(e.App, false, uploadRefRecords(e.App, site, rec, body.RemoveReferences)...)
			err = e.App.RunInTransaction(func(tx core.App) error { return deleteUpload(tx, site, rec, body.RemoveReferences) })
			release()
			if err != nil {
				failed = append(failed, failure{id, err.Error()})
				continue
			}
			deleted = append(deleted, id)
		}
		return e.JSON(http.StatusOK, map[string]any{"deleted": deleted, "failed": failed})
	})
}

// deleteUpload deletes an upload. One that pages show is refused, naming the places,
// unless removeRefs: then it is first taken out of them, in tx, so that no page points
// at a missing file. A hero video playing it goes with it (the relation cascades); a
// product's only photo is refused still (a product needs one).
func deleteUpload(tx core.App, site siteHosts, upload *core.Record, removeRefs bool) error {
	name := catalog.AsFileUpload(upload).StoragePath()
	refs, err := findUploadRefs(tx, site, name)
	if err != nil {
		return err
	}
	if len(refs) > 0 && !removeRefs {
		places := make([]catalog.FilePlace, len(refs))
		for i, ref := range refs {
			places[i] = ref.place
		}
		return web.APIError(http.StatusConflict,
			fmt.Sprintf("“%s” is in use: %s. Confirm to remove it from there and delete it.", catalog.AsFileUpload(upload).OriginalName(), placesText(places)),
			map[string]any{"usedBy": places})
	}
	for _, ref := range refs {
		if err := removeUploadRef(tx, ref, upload); err != nil {
			return err
		}
	}
	return tx.Delete(upload)
}

// uploadRefRecords are the records deleteUpload will save to remove upload from them
// (none unless removeRefs), as they are now.
func uploadRefRecords(app core.App, site siteHosts, upload *core.Record, removeRefs bool) []*core.Record {
	if !removeRefs {
		return nil
	}
	refs, _ := findUploadRefs(app, site, catalog.AsFileUpload(upload).StoragePath())
	var out []*core.Record
	for _, ref := range refs {
		if ref.field.kind == uploadRelation {
			continue
		}
		if rec, err := app.FindRecordById(ref.field.collection, ref.place.ID); err == nil {
			out = append(out, rec)
		}
	}
	return out
}

// removeUploadRef takes upload out of the field ref names.
func removeUploadRef(tx core.App, ref uploadRef, upload *core.Record) error {
	f := ref.field
	if f.kind == uploadRelation {
		return nil // the record goes with the upload
	}
	rec, err := tx.FindRecordById(f.collection, ref.place.ID)
	if err != nil {
		return err
	}
	name, original := catalog.AsFileUpload(upload).StoragePath(), catalog.AsFileUpload(upload).OriginalName()
	if f.kind == listOfAddresses {
		kept := slices.DeleteFunc(adminapi.StringList(rec, f.field), func(v string) bool { return ref.storedName(v) == name })
		if len(kept) == 0 && f.keepOne {
			return web.APIError(http.StatusConflict,
				fmt.Sprintf("“%s” is the only photo of %s: add another photo to it before deleting this file.", original, ref.place.Label), nil)
		}
		rec.Set(f.field, kept)
	} else {
		rec.Set(f.field, "")
	}
	if err := tx.Save(rec); err != nil {
		return web.APIError(http.StatusConflict,
			fmt.Sprintf("“%s” could not be removed from %s: %s", original, ref.place.Label, rules.SaveError(err).Error()), nil)
	}
	return nil
}
