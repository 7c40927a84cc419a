package hooks

import (
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/settings"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// refKind is how a field holds uploads.
type refKind int

const (
	listOfAddresses refKind = iota // a JSON list of /uploads/ addresses
	oneAddress                     // one /uploads/ address (or an outside link)
	uploadRelation                 // a file_uploads record's id
)

// uploadField is a field whose uploads a page shows: one of the registry's Uploads
// (catalog.Upload), where every field of the site that can hold an /uploads/ address is
// declared. What uses a file, deleting one and Verify & Recover Images read them.
type uploadField struct {
	collection, field string
	kind              refKind
	// image: pages show it as an image (Verify & Recover Images checks those).
	image bool
	// keepOne: the list may not become empty (a product needs a photo).
	keepOne bool
	place   string // catalog.FilePlace's Kind
	// name and owner are SQL over the collection's columns (alias t) naming the record
	// for staff; label makes the place's label of them.
	name, owner string
	label       func(name, owner string) string
}

var uploadFields = uploadFieldsOf(catalog.Collections())

func uploadFieldsOf(collections []*catalog.Collection) []uploadField {
	var out []uploadField
	for _, c := range collections {
		for _, u := range c.Uploads {
			f := uploadField{collection: c.Name(), field: u.Field, kind: refKindOf[u.Holds], image: u.Image, keepOne: u.KeepOne,
				place: u.Place, name: "''", owner: "''", label: labelled(u)}
			if u.NameField != "" {
				f.name = "t.[[" + u.NameField + "]]"
			}
			if c.Parent != "" {
				f.owner = "COALESCE((SELECT p.[[" + catalog.ProductFieldName + "]] FROM " + catalog.ProductsCollection + " p WHERE p.id = t.[[" + c.Parent + "]]), '')"
			}
			out = append(out, f)
		}
	}
	return out
}

var refKindOf = map[catalog.Holding]refKind{
	catalog.UploadAddresses: listOfAddresses, catalog.UploadAddress: oneAddress, catalog.UploadRecord: uploadRelation,
}

// labelled labels a place as its Upload says: `Product “name”`, `Variant “name” of
// “product” (lab results)`, `Home page slideshow`.
func labelled(u catalog.Upload) func(name, owner string) string {
	return func(name, owner string) string {
		label := u.What
		if u.NameField != "" {
			label += " “" + name + "”"
		}
		if owner != "" {
			label += " of “" + owner + "”"
		}
		if u.Note != "" {
			label += " (" + u.Note + ")"
		}
		return label
	}
}

// siteHosts are the host names under which an absolute address is this site's own, so
// "https://oursite.example/uploads/a.jpg" shows the stored a.jpg as "/uploads/a.jpg"
// does: the canonical origin, site settings' siteUrl, the host a staff request came to.
// Loopback hosts always count (an address copied from the server's own machine).
type siteHosts []string

// siteHostsOf are app's site hosts, with those of origins ("https://host:port" or a
// bare "host:port") added.
func siteHostsOf(app core.App, origins ...string) siteHosts {
	if s, err := settings.ReadSite(app); err == nil {
		origins = append(origins, s.SiteURL)
	}
	var hosts siteHosts
	for _, o := range origins {
		if !strings.Contains(o, "://") {
			o = "//" + o
		}
		if u, err := url.Parse(o); err == nil && u.Hostname() != "" {
			hosts = append(hosts, strings.ToLower(u.Hostname()))
		}
	}
	return hosts
}

// requestSiteHosts are the site hosts of a staff request, read through app (the
// request's, or its transaction).
func requestSiteHosts(app core.App, e *core.RequestEvent) siteHosts {
	return siteHostsOf(app, web.SiteOrigin(e), e.Request.Host)
}

// uploadName is the stored file an address shows: "/uploads/a.jpg", or an absolute
// http(s) address of this site's /uploads/ ("" for anything else).
func (h siteHosts) uploadName(address string) string {
	if name, ok := media.StoragePathOf(address); ok {
		return name
	}
	u, err := url.Parse(address)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil {
		return ""
	}
	host := strings.ToLower(u.Hostname())
	if host == "" || (!web.IsLoopbackHost(host) && !slices.Contains(h, host)) {
		return ""
	}
	name, _ := media.StoragePathOf(u.Path)
	return name
}

// uploadRef is one record's field that shows uploads.
type uploadRef struct {
	field *uploadField
	place catalog.FilePlace
	// values are the field's: addresses as stored, or for the relation the stored name.
	values []string
	site   siteHosts
}

// storedName is the stored file a value shows ("" for an outside link).
func (r uploadRef) storedName(value string) string {
	if r.field.kind == uploadRelation {
		return value
	}
	return r.site.uploadName(value)
}

// shows tells whether the field shows the stored file name.
func (r uploadRef) shows(name string) bool {
	return slices.ContainsFunc(r.values, func(v string) bool { return r.storedName(v) == name })
}

// findUploadRefs reads every field that shows uploads, one query a field (the whole
// site's references: bounded by the content, not by any request). With only set, it
// reads only the records whose field names that stored file.
func findUploadRefs(app core.App, site siteHosts, only string) ([]uploadRef, error) {
	var refs []uploadRef
	for i := range uploadFields {
		f := &uploadFields[i]
		value := "t.[[" + f.field + "]]"
		if f.kind == uploadRelation {
			value = "(SELECT u.storagePath FROM " + catalog.FileUploadsCollection + " u WHERE u.id = t.[[" + f.field + "]])"
		}
		query := app.DB().NewQuery(fmt.Sprintf("SELECT t.id AS id, %s AS name, %s AS owner, %s AS value FROM %s t WHERE %s LIKE {:pattern} ESCAPE '\\' ORDER BY name, owner, t.id",
			f.name, f.owner, value, f.collection, value))
		pattern := "%/uploads/%"
		if f.kind == uploadRelation {
			pattern = "%"
		}
		if only != "" {
			pattern = "%" + escapeLike(only) + "%"
		}
		var rows []struct {
			ID    string `db:"id"`
			Name  string `db:"name"`
			Owner string `db:"owner"`
			Value string `db:"value"`
		}
		if err := query.Bind(dbx.Params{"pattern": pattern}).All(&rows); err != nil {
			return nil, fmt.Errorf("reading %s.%s: %w", f.collection, f.field, err)
		}
		for _, row := range rows {
			values := []string{row.Value}
			if f.kind == listOfAddresses && json.Unmarshal([]byte(row.Value), &values) != nil {
				continue
			}
			ref := uploadRef{field: f, values: values, site: site, place: catalog.FilePlace{
				Kind: f.place, ID: row.ID, Field: f.field, Label: f.label(row.Name, row.Owner),
			}}
			if only == "" || ref.shows(only) {
				refs = append(refs, ref)
			}
		}
	}
	return refs, nil
}

// fileUsage maps stored file names to the places that show them.
type fileUsage map[string][]catalog.FilePlace

// loadFileUsage is where every upload is used, in one pass over the fields that show
// uploads.
func loadFileUsage(app core.App, site siteHosts) (fileUsage, error) {
	refs, err := findUploadRefs(app, site, "")
	if err != nil {
		return nil, err
	}
	usage := fileUsage{}
	for _, ref := range refs {
		seen := map[string]bool{}
		for _, v := range ref.values {
			if name := ref.storedName(v); name != "" && !seen[name] {
				seen[name] = true
				usage[name] = append(usage[name], ref.place)
			}
		}
	}
	return usage, nil
}

// usedNames are the stored names in use, as a JSON list for SQL's json_each (one
// parameter however many there are).
func (u fileUsage) usedNames() string {
	names := make([]string, 0, len(u))
	for name := range u {
		names = append(names, name)
	}
	raw, _ := json.Marshal(names)
	return string(raw)
}

// placesText lists places for a message, the first few and how many more.
func placesText(places []catalog.FilePlace) string {
	const shown = 3
	labels := make([]string, 0, shown)
	for i, p := range places {
		if i == shown {
			break
		}
		labels = append(labels, p.Label)
	}
	text := strings.Join(labels, ", ")
	if more := len(places) - len(labels); more > 0 {
		text += fmt.Sprintf(" and %d more", more)
	}
	return text
}
