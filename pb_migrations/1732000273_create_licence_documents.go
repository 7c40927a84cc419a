package migrations

import (
	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
)

// licence_documents (issue 38): a dispensary's licence certificate, a private file. The
// file field is protected and no API rule opens the records: PocketBase serves the file
// to a superuser's file token only, /uploads never (it serves file_uploads alone), and
// staff download it through /api/admin/buyer-accounts/{id}/licence-document, each time
// logged. PDF, JPEG, PNG or WebP (judged by content before it is stored), at most 10 MB.
func init() {
	m.Register(func(app core.App) error {
		accounts, err := app.FindCollectionByNameOrId("buyer_accounts")
		if err != nil {
			return err
		}
		c := core.NewBaseCollection("licence_documents")
		c.Fields.Add(
			&core.AutodateField{Name: "createdAt", OnCreate: true},
			&core.RelationField{Name: "account", Required: true, CollectionId: accounts.Id, MaxSelect: 1, CascadeDelete: true},
			&core.FileField{Name: "file", Required: true, MaxSelect: 1, MaxSize: 10 << 20, Protected: true,
				MimeTypes: []string{"application/pdf", "image/jpeg", "image/png", "image/webp"}},
			&core.TextField{Name: "uploadedBy", Required: true, Max: 200},
		)
		c.AddIndex("idx_licence_documents_account", false, "account, createdAt", "")
		return app.Save(c)
	}, func(app core.App) error {
		return deleteCollection(app, "licence_documents")
	})
}
