package migrations

import (
	"database/sql"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path"

	"github.com/pocketbase/pocketbase/core"
	m "github.com/pocketbase/pocketbase/migrations"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// demoBatchFiles are the demo batches and their certificates of analysis (drawn by
// scripts/demo-images from the same figures).
//
//go:embed demo/batches.json demo/coa/*.pdf
var demoBatchFiles embed.FS

type demoBatch struct {
	Product     string   `json:"product"`
	Lot         string   `json:"lot"`
	HarvestDate string   `json:"harvestDate"`
	TestDate    string   `json:"testDate"`
	LabName     string   `json:"labName"`
	LabLicense  string   `json:"labLicense"`
	THC         *float64 `json:"thc"`
	CBD         *float64 `json:"cbd"`
	Terps       *float64 `json:"terps"`
	PDF         string   `json:"pdf"`
}

// Each demo cannabis product gets a batch with its certificate, made its current batch.
// Like the demo content, it loads once, unless DEMO_CONTENT=0; a demo product staff have
// deleted or renamed by then gets none.
func init() {
	m.Register(func(app core.App) error {
		if os.Getenv("DEMO_CONTENT") == "0" {
			return nil
		}
		raw, err := demoBatchFiles.ReadFile("demo/batches.json")
		if err != nil {
			return err
		}
		var batches []demoBatch
		if err := json.Unmarshal(raw, &batches); err != nil {
			return fmt.Errorf("demo/batches.json: %w", err)
		}
		for _, b := range batches {
			if err := loadDemoBatch(app, b); err != nil {
				return fmt.Errorf("demo batch %s: %w", b.Lot, err)
			}
		}
		return nil
	}, nil)
}

func loadDemoBatch(app core.App, b demoBatch) error {
	product, err := app.FindFirstRecordByData("products", "slug", b.Product)
	if errors.Is(err, sql.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	data, err := demoBatchFiles.ReadFile(path.Join("demo/coa", b.PDF))
	if err != nil {
		return err
	}
	f, err := filesystem.NewFileFromBytes(data, b.PDF)
	if err != nil {
		return err
	}
	uploads, err := app.FindCollectionByNameOrId("file_uploads")
	if err != nil {
		return err
	}
	upload := core.NewRecord(uploads)
	upload.Load(map[string]any{"originalName": b.PDF, "file": f, "storagePath": f.Name, "mimeType": "application/pdf", "size": f.Size})
	if err := app.Save(upload); err != nil {
		return err
	}
	batches, err := app.FindCollectionByNameOrId("batches")
	if err != nil {
		return err
	}
	batch := core.NewRecord(batches)
	batch.Load(map[string]any{
		"productId": product.Id, "lot": b.Lot, "harvestDate": b.HarvestDate, "testDate": b.TestDate,
		"labName": b.LabName, "labLicense": b.LabLicense, "coa": "/uploads/" + f.Name,
		"thc": b.THC, "cbd": b.CBD, "terps": b.Terps,
	})
	if err := app.Save(batch); err != nil {
		return err
	}
	product.Set("currentBatch", batch.Id)
	return app.Save(product)
}
