package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// totpWrongCodes counts a staff account's two-factor codes tried since its last right
// one, from every network (issue 35): past the limit the code step is locked until a
// recovery code or the owner clears it. Kept in the database so a restart does not clear
// it; hidden like the other two-factor fields.
func init() {
	m.Register(func(app core.App) error {
		c, err := app.FindCollectionByNameOrId("staff")
		if err != nil {
			return err
		}
		c.Fields.Add(&core.NumberField{Name: "totpWrongCodes", OnlyInt: true, Hidden: true})
		return app.Save(c)
	}, nil)
}
