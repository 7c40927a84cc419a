package migrations

import (
	"slices"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// A wholesale buyer acts in the activity log (issue 38): their sign-ins, the colleagues
// an account's admin invites and removes, the sessions they end.
func init() {
	m.Register(func(app core.App) error {
		return changeActorKinds(app, func(kinds []string) []string { return append(kinds, "buyer") })
	}, func(app core.App) error {
		return changeActorKinds(app, func(kinds []string) []string {
			return slices.DeleteFunc(kinds, func(k string) bool { return k == "buyer" })
		})
	})
}

func changeActorKinds(app core.App, change func([]string) []string) error {
	activity, err := app.FindCollectionByNameOrId("activity")
	if err != nil {
		return err
	}
	if kind, ok := activity.Fields.GetByName("actorKind").(*core.SelectField); ok {
		kind.Values = change(kind.Values)
	}
	return app.Save(activity)
}
