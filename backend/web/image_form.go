package web

import (
	"errors"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"path"
	"strings"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// ImageForm is a staff image upload's multipart body: the image (field "image") and
// the other fields.
type ImageForm struct {
	Name       string // the image's file name, without its path
	Data       []byte // nil when no image was sent
	Fields     map[string]string
	bodyLength int64 // the request's Content-Length, -1 when unknown
}

// ReadImageForm streams the multipart body: the image is read up to one byte past
// catalog.MaxImageBytes (so an oversized file is refused by name without reading it
// all), other fields up to 1 KB each.
func ReadImageForm(r *http.Request) (*ImageForm, error) {
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, BadRequest("No image file was sent")
	}
	form := &ImageForm{Fields: map[string]string{}, bodyLength: r.ContentLength}
	for {
		part, err := mr.NextPart()
		if errors.Is(err, io.EOF) {
			return form, nil
		}
		if err != nil {
			return nil, BadRequest("Could not read the upload")
		}
		if err := form.read(part); err != nil {
			return nil, err
		}
	}
}

func (f *ImageForm) read(part *multipart.Part) error {
	defer part.Close()
	if part.FormName() == "image" && part.FileName() != "" {
		if f.Data != nil {
			return BadRequest("Send one image per upload")
		}
		f.Name = path.Base(part.FileName())
		data, err := readUpTo(part, catalog.MaxImageBytes+1, f.bodyLength)
		if err != nil {
			return BadRequest("Could not read the upload")
		}
		if len(data) > catalog.MaxImageBytes {
			return BadRequest(fmt.Sprintf("File %s is too large. Maximum size is 5MB.", f.Name))
		}
		if len(data) == 0 {
			return BadRequest(fmt.Sprintf("File %s is empty.", f.Name))
		}
		f.Data = data
		return nil
	}
	value, err := io.ReadAll(io.LimitReader(part, 1024))
	if err != nil {
		return BadRequest("Could not read the upload")
	}
	f.Fields[part.FormName()] = strings.TrimSpace(string(value))
	return nil
}

// readUpTo reads r, up to limit bytes, into one buffer as long as the request's body
// (which holds r) when that is known: growing a buffer while reading would copy a
// large image several times over.
func readUpTo(r io.Reader, limit, bodyLength int64) ([]byte, error) {
	size := limit
	if bodyLength > 0 && bodyLength < limit {
		size = bodyLength
	}
	buf := make([]byte, size)
	n, err := io.ReadFull(r, buf)
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		err = nil
	}
	return buf[:n], err
}
