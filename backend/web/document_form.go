package web

import (
	"errors"
	"io"
	"net/http"
	"path"
	"strings"
)

// DocumentForm is a staff document upload's multipart body: one file (in the field the
// route names) and the other fields.
type DocumentForm struct {
	Name   string // the file's name as sent, without its path (never stored or served)
	Data   []byte // nil when no file was sent
	Fields map[string]string
}

// ErrDocumentTooLarge is a document over the route's limit; ErrNoDocument a body
// without one.
var (
	ErrDocumentTooLarge = errors.New("the document is over the limit")
	ErrNoDocument       = errors.New("no document was sent")
)

// ReadDocumentForm streams the multipart body, reading the file of field up to one byte
// past limit (so an oversized file is refused without reading it all) and other fields
// up to 1 KB each.
func ReadDocumentForm(r *http.Request, field string, limit int64) (*DocumentForm, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, ErrNoDocument
	}
	form := &DocumentForm{Fields: map[string]string{}}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, BadRequest("Could not read the upload")
		}
		if part.FormName() == field && part.FileName() != "" {
			if form.Data != nil {
				part.Close()
				return nil, BadRequest("Send one file per upload")
			}
			form.Name = path.Base(part.FileName())
			data, err := readUpTo(part, limit+1, r.ContentLength)
			part.Close()
			switch {
			case err != nil:
				return nil, BadRequest("Could not read the upload")
			case int64(len(data)) > limit:
				return nil, ErrDocumentTooLarge
			}
			form.Data = data
			continue
		}
		value, err := io.ReadAll(io.LimitReader(part, 1024))
		part.Close()
		if err != nil {
			return nil, BadRequest("Could not read the upload")
		}
		form.Fields[part.FormName()] = strings.TrimSpace(string(value))
	}
	if len(form.Data) == 0 {
		return form, ErrNoDocument // with the fields read, for a form that answers all its problems
	}
	return form, nil
}
