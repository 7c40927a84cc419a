package migrations

import (
	"net/url"
	"strings"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// The first demo content linked lab results and partner websites on example.com, a
// domain reserved for examples that serves no such page. A link there is dead whoever
// wrote it, so it is cleared and the pages show their "no link" states instead. Any
// other link is left as it is.
func init() {
	m.Register(clearLinksToExampleDomain, nil)
}

func clearLinksToExampleDomain(app core.App) error {
	for _, column := range []struct{ table, field string }{
		{"products", "strainTestUrl"},
		{"product_variants", "strainTestUrl"},
		{"locations", "websiteUrl"},
	} {
		var rows []struct {
			ID   string `db:"id"`
			Link string `db:"link"`
		}
		err := app.DB().Select("id", column.field+" AS link").From(column.table).
			Where(dbx.Like(column.field, "example.com")).All(&rows)
		if err != nil {
			return err
		}
		for _, row := range rows {
			if !onExampleDomain(row.Link) {
				continue
			}
			_, err := app.DB().Update(column.table, dbx.Params{column.field: ""}, dbx.HashExp{"id": row.ID}).Execute()
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// onExampleDomain tells whether link's host is example.com or one of its subdomains.
func onExampleDomain(link string) bool {
	u, err := url.Parse(strings.TrimSpace(link))
	if err != nil {
		return false
	}
	host := strings.ToLower(u.Hostname())
	return host == "example.com" || strings.HasSuffix(host, ".example.com")
}
