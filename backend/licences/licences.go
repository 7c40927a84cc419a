// Package licences reads New York's public list of cannabis licences (a CSV export of
// the open-data table; docs/wholesale.md, "The licence import") and matches it with the
// buyers' accounts: by licence number, then status, type, expiry, premises and name.
// The file's columns are mapped by their headers through aliases that are NOT confirmed
// against the state's file: staff see the mapping in the preview.
package licences

import (
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode"

	"github.com/hudsonvalley/farmsite/backend/catalog"
)

// Bounds of an imported file: OCM's list holds a few thousand licences.
const (
	MaxFileBytes      = 16 << 20
	MaxRows           = 100_000
	MaxColumns        = 200
	MaxUnreadableRows = 100 // listed; the rest are counted
)

// The fields a row is read into.
const (
	FieldNumber = "licenceNumber"
	FieldType   = "licenceType"
	FieldStatus = "status"
	FieldExpiry = "expiry"
	FieldName   = "legalName"
	FieldDBA    = "dba"
	FieldStreet = "street"
	FieldCity   = "city"
	FieldState  = "state"
	FieldZip    = "zip"
)

// DefaultAliases are the headers each field is read from, compared without case,
// spaces, hyphens or underscores: those seen on data.ny.gov's table jskf-tt3q and
// common variants. NOT confirmed against the state's current file.
var DefaultAliases = map[string][]string{
	FieldNumber: {"license_number", "licence_number", "license_no", "license"},
	FieldType:   {"license_type_code", "license_type", "licence_type", "type"},
	FieldStatus: {"license_status_code", "license_status", "licence_status", "status"},
	FieldExpiry: {"expiration_date", "license_expiration_date", "expiry_date", "expires"},
	FieldName:   {"entity_name", "legal_business_name", "legal_name", "business_name"},
	FieldDBA:    {"dba", "dba_name", "business_dba"},
	FieldStreet: {"address_line_1", "address_line1", "premises_address", "street_address", "address"},
	FieldCity:   {"city", "premises_city"},
	FieldState:  {"state", "premises_state"},
	FieldZip:    {"zip_code", "zip", "postal_code", "premises_zip"},
}

// Row is one licence of the file, as read.
type Row struct {
	Line                                    int               `json:"line"`
	Number, Type, Status, Expiry, Name, DBA string            `json:"-"`
	Street, City, State, Zip                string            `json:"-"`
	Values                                  map[string]string `json:"values"`
}

// Unreadable is a row that could not be read, and why.
type Unreadable struct {
	Line int    `json:"line"`
	Why  string `json:"why"`
}

// File is what was read of a file.
type File struct {
	Columns    map[string]string `json:"columns"` // header → field ("" for a header not read)
	Rows       []Row             `json:"-"`
	RowsRead   int               `json:"rowsRead"`
	Unreadable []Unreadable      `json:"unreadable"`
	// UnreadableCount counts them all (Unreadable lists the first MaxUnreadableRows).
	UnreadableCount int `json:"unreadableCount"`
}

// ErrNoNumberColumn is a file whose headers name no licence number.
var ErrNoNumberColumn = errors.New("no column of the file holds licence numbers: name it license_number (or another alias)")

// Read reads a CSV file (at most MaxFileBytes, MaxRows rows), mapping its headers with
// aliases (DefaultAliases when nil; extra maps a header to a field, over the aliases).
func Read(data []byte, extra map[string]string) (*File, error) {
	if len(data) > MaxFileBytes {
		return nil, fmt.Errorf("the file is over %d MB", MaxFileBytes>>20)
	}
	r := csv.NewReader(bytes.NewReader(bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))))
	r.FieldsPerRecord = -1
	r.ReuseRecord = false
	header, err := r.Read()
	if err != nil {
		return nil, errors.New("the file has no header row")
	}
	if len(header) > MaxColumns {
		return nil, fmt.Errorf("the file has more than %d columns", MaxColumns)
	}
	f := &File{Columns: map[string]string{}}
	index := map[string]int{}
	for i, h := range header {
		field := fieldOf(h, extra)
		f.Columns[h] = field
		if _, taken := index[field]; field != "" && !taken {
			index[field] = i
		}
	}
	if _, ok := index[FieldNumber]; !ok {
		return nil, ErrNoNumberColumn
	}
	for line := 2; ; line++ {
		record, err := r.Read()
		if errors.Is(err, io.EOF) {
			break
		}
		if f.RowsRead >= MaxRows {
			return nil, fmt.Errorf("the file has more than %d rows", MaxRows)
		}
		f.RowsRead++
		if err != nil {
			f.unreadable(line, "the row is not valid CSV")
			continue
		}
		row := Row{Line: line, Values: map[string]string{}}
		for field, i := range index {
			if i < len(record) {
				row.Values[field] = strings.TrimSpace(record[i])
			}
		}
		row.Number = catalog.NormalizeLicenceNumber(row.Values[FieldNumber])
		row.Type, row.Status, row.Name, row.DBA = row.Values[FieldType], row.Values[FieldStatus], row.Values[FieldName], row.Values[FieldDBA]
		row.Street, row.City, row.State, row.Zip = row.Values[FieldStreet], row.Values[FieldCity], row.Values[FieldState], row.Values[FieldZip]
		switch expiry, ok := ParseDate(row.Values[FieldExpiry]); {
		case row.Number == "":
			f.unreadable(line, "no licence number")
			continue
		case row.Values[FieldExpiry] != "" && !ok:
			f.unreadable(line, "the expiration date "+quote(row.Values[FieldExpiry])+" is not a date")
			continue
		default:
			row.Expiry = expiry
		}
		f.Rows = append(f.Rows, row)
	}
	return f, nil
}

func (f *File) unreadable(line int, why string) {
	f.UnreadableCount++
	if len(f.Unreadable) < MaxUnreadableRows {
		f.Unreadable = append(f.Unreadable, Unreadable{Line: line, Why: why})
	}
}

func quote(s string) string {
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return `"` + s + `"`
}

// headerKey is a header compared: lower case, without spaces, hyphens or underscores.
func headerKey(h string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '_' || r == '-' || r == '\ufeff' {
			return -1
		}
		return unicode.ToLower(r)
	}, strings.TrimSpace(h))
}

func fieldOf(header string, extra map[string]string) string {
	key := headerKey(header)
	for h, field := range extra {
		if headerKey(h) == key {
			return field
		}
	}
	for field, aliases := range DefaultAliases {
		for _, a := range aliases {
			if headerKey(a) == key {
				return field
			}
		}
	}
	return ""
}

// dateLayouts are the dates a file may hold: ISO (with the open data's time), US.
var dateLayouts = []string{time.DateOnly, "2006-01-02T15:04:05.000", "2006-01-02T15:04:05", time.RFC3339, "01/02/2006", "1/2/2006"}

// ParseDate reads a file's date as YYYY-MM-DD.
func ParseDate(s string) (string, bool) {
	for _, layout := range dateLayouts {
		if t, err := time.Parse(layout, strings.TrimSpace(s)); err == nil {
			return t.Format(time.DateOnly), true
		}
	}
	return "", false
}
