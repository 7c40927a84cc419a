package batches

import (
	"net/http"

	"github.com/hudsonvalley/farmsite/backend/catalog"
	"github.com/hudsonvalley/farmsite/backend/media"
	"github.com/hudsonvalley/farmsite/backend/web"
	"github.com/hudsonvalley/farmsite/pb_hooks/rules"
	"github.com/pocketbase/pocketbase/core"
)

// qrFormat is a way to download a lot's QR code.
type qrFormat struct {
	extension, contentType string
	draw                   func(address, lot string) ([]byte, error)
}

// QRModulePixels makes a PNG of about 370 px: 2.5 cm at 375 dpi on a label printer.
const QRModulePixels = 10

var (
	qrPNG = qrFormat{"png", "image/png", func(address, _ string) ([]byte, error) {
		return media.QRCodePNG(address, QRModulePixels)
	}}
	qrSVG = qrFormat{"svg", "image/svg+xml", func(address, lot string) ([]byte, error) {
		return media.QRCodeSVG(address, "Certificate of analysis of lot "+lot)
	}}
)

// serveLotQRCode answers GET /api/admin/batches/{id}/qr.{png,svg}: a download of the QR
// code of the batch's lot page at the site's canonical origin (absolute: it is printed).
func serveLotQRCode(format qrFormat) func(e *core.RequestEvent) error {
	return func(e *core.RequestEvent) error {
		batch, err := rules.FindOr404(e.App, catalog.BatchesCollection, e.Request.PathValue("id"), "Batch")
		if err != nil {
			return err
		}
		origin := web.SiteOrigin(e)
		if origin == "" {
			return web.SiteNotConfigured(e)
		}
		lot := catalog.AsBatch(batch).Lot()
		image, err := format.draw(origin+catalog.COAPage(lot), lot)
		if err != nil {
			return err
		}
		h := e.Response.Header()
		h.Set("Content-Disposition", `attachment; filename="coa-`+lot+`-qr.`+format.extension+`"`)
		if format.extension == "svg" {
			h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
		}
		return e.Blob(http.StatusOK, format.contentType, image)
	}
}
